// Differential test: our interpreter against the real JVM. Every `snippet*` method of our own
// programs (tests/jvm/programs) and every oldV/newV `snippet` of the ARDiff benchmark (when
// ../shared/benchmarks/ardiff exists) runs on boundary and random inputs in both; results must
// agree exactly (doubles bit for bit, NaN canonical), except that a result computed with a
// transcendental Math function may differ by a few ulps: HotSpot's intrinsics and fdlibm, and the
// C library, are each within Java's error bound of the exact value, but not always the same value.
#include <algorithm>
#include <bit>
#include <chrono>
#include <cinttypes>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/jvm_replay.hpp"
#include "symdelta/engine/execution/interpreter.hpp"
#include "symdelta/engine/values/java_format.hpp"
#include "symdelta/engine/versions/versions.hpp"
#include "symdelta/engine/witness/prepass.hpp"
#include "symdelta/engine/witness/witness.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/frontend/java/neutral_rewrites.hpp"
#include "symdelta/ir/intrinsic.hpp"

#include "java_generator.hpp"
#include "java_pairs.hpp"

namespace fs = std::filesystem;
using namespace symdelta;

namespace {

constexpr int skip_code = 77; // ctest SKIP_RETURN_CODE

std::string shell_quote(const std::string &s) { return "'" + s + "'"; }

int sh(const std::string &cmd) { return std::system(cmd.c_str()); }

/// One method under test: the lowered program, the function, and the JVM's name for the class.
struct subject {
  std::string file;
  ir::program prog;
  std::uint32_t fn;
  std::string binary_class;
};

// ---- inputs -------------------------------------------------------------------------------------

/// A String input: null, the empty text and short ones first (quotes, commas and escapes among
/// them: the harness must carry them), then null one time in eight, else a random text.
engine::value text_input(std::size_t k, std::mt19937_64 &rng) {
  static const char *const texts[] = {"",   nullptr,        "a",      "ab",    "abc",         " a ",     "A",
                                      "12", "-7",           "aBc",    "hello", "x,y",         "\"q\"\n", "\\",
                                      "0",  "Hello, World", "\u00e9", "a\tb",  "99999999999", "true"};
  const char *chosen = nullptr;
  if (k < std::size(texts))
    chosen = texts[k];
  else if (rng() % 8 != 0)
    return engine::make_string(engine::random_text(rng, "abcAB01 -,\"\\"));
  return chosen ? engine::make_string(chosen) : engine::value::null_of(ir::string_type);
}

class input_generator {
public:
  explicit input_generator(std::uint64_t seed) : rng_(seed) {}

  engine::value boundary_or_random(ir::type t, std::size_t k) {
    if (t.is(ir::prim::string)) return text_input(k, rng_);
    if (t.is_array()) return array(t, k);
    return engine::value::of(scalar(t, k));
  }

private:
  std::mt19937_64 rng_;

  std::int64_t pick(std::initializer_list<std::int64_t> b, std::size_t k, std::int64_t lo, std::int64_t hi) {
    if (k < b.size()) return b.begin()[k];
    switch (rng_() % 3) {
    case 0: return std::uniform_int_distribution<std::int64_t>(-10, 10)(rng_);
    case 1: return std::uniform_int_distribution<std::int64_t>(-1000, 1000)(rng_);
    default: return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng_);
    }
  }

  double pick_double(std::size_t k) {
    static const double b[] = {0.0,
                               1.0,
                               -1.0,
                               0.5,
                               -0.5,
                               2.0,
                               -0.0,
                               10.0,
                               -10.0,
                               100.0,
                               0.1,
                               3.0,
                               1e-10,
                               1e10,
                               std::numeric_limits<double>::quiet_NaN(),
                               std::numeric_limits<double>::infinity(),
                               -std::numeric_limits<double>::infinity(),
                               std::numeric_limits<double>::max(),
                               std::numeric_limits<double>::denorm_min(),
                               -1e300,
                               7.0,
                               0.25,
                               1.5,
                               -2.5,
                               2.5};
    if (k < std::size(b)) return b[k];
    switch (rng_() % 5) {
    case 0: return std::uniform_real_distribution<double>(-10, 10)(rng_);
    case 1: return std::round(std::uniform_real_distribution<double>(-100, 100)(rng_));
    case 2: return std::uniform_real_distribution<double>(-1000, 1000)(rng_);
    case 3: return std::uniform_real_distribution<double>(-1, 1)(rng_);
    default: return std::bit_cast<double>(rng_()); // any bit pattern, NaNs included
    }
  }

  ir::scalar scalar(ir::type t, std::size_t k) {
    using ir::prim;
    switch (t.base) {
    case prim::boolean: return ir::scalar::of_bool(k < 2 ? k == 1 : rng_() % 2);
    case prim::byte_: return ir::scalar::of_integral(t, pick({0, 1, -1, 127, -128}, k, -128, 127));
    case prim::short_: return ir::scalar::of_integral(t, pick({0, 1, -1, 32767, -32768}, k, -32768, 32767));
    case prim::char_: return ir::scalar::of_integral(t, pick({0, 'a', 'Z', '0', 65535, 127}, k, 0, 65535));
    case prim::int_:
      return ir::scalar::of_int(static_cast<std::int32_t>(
          pick({0, 1, -1, 2, -2, INT32_MAX, INT32_MIN, INT32_MAX - 1, INT32_MIN + 1, 10, -10, 100, 1000, 3, 7}, k,
               INT32_MIN, INT32_MAX)));
    case prim::long_:
      return ir::scalar::of_long(
          pick({0, 1, -1, 2, INT64_MAX, INT64_MIN, INT32_MAX, INT32_MIN, 10, -10, 1000}, k, INT64_MIN, INT64_MAX));
    case prim::float_: return ir::scalar::of_float(static_cast<float>(pick_double(k)));
    default: return ir::scalar::of_double(pick_double(k));
    }
  }

  engine::value array(ir::type t, std::size_t k) {
    if (k == 0) return engine::value::null_of(t);
    const std::size_t n = k == 1 ? 0 : rng_() % 8;
    std::vector<engine::value> items;
    for (std::size_t i = 0; i < n; ++i)
      items.push_back(engine::value::of(scalar(t.element(), 2 + rng_() % 40)));
    return engine::make_array(t, std::move(items));
  }
};

// ---- encodings shared with Harness.java (tools/symdelta/jvm_replay.hpp) -----------------------

using cli::jvm::encode_arg;
using cli::jvm::encode_scalar;

using cli::jvm::encode_outcome;
using cli::jvm::harness_result;

/// Does our run's line agree with the JVM's: the same end and the same fields (output, static
/// fields, a program-built exception's message)? The message of an exception the JVM raised is
/// the JVM's own text, which we do not model (our line leaves it out).
bool same_behaviour(const std::string &ours_line, const std::string &jvm_line) {
  const harness_result ours = harness_result::parse(ours_line), jvm = harness_result::parse(jvm_line);
  if (ours.head != jvm.head) return false;
  for (const auto &[field, v] : jvm.fields) {
    const auto it = ours.fields.find(field);
    if (it == ours.fields.end() ? field != "message" : it->second != v) return false;
  }
  return std::all_of(ours.fields.begin(), ours.fields.end(),
                     [&](const auto &f) { return jvm.fields.count(f.first) > 0; });
}

/// Distance in ulps between two results "R <hex>" of a floating type, or a large number.
std::uint64_t ulp_distance(const std::string &a, const std::string &b, ir::type t) {
  if (a.size() < 3 || b.size() < 3 || a[0] != 'R' || b[0] != 'R' || !t.is_floating()) return UINT64_MAX;
  const std::uint64_t x = std::stoull(a.substr(2), nullptr, 16), y = std::stoull(b.substr(2), nullptr, 16);
  const std::uint64_t sign = t.is(ir::prim::double_) ? 1ull << 63 : 1ull << 31;
  if ((x & sign) != (y & sign)) return x == y ? 0 : UINT64_MAX;
  return x > y ? x - y : y - x;
}

/// How far (in ulps) the JVM's result of a transcendental Math function may be from the exact
/// one, as the Math javadoc specifies: 1 ulp, 1.5 for hypot, 2 for atan2, 2.5 for sinh, cosh and
/// tanh. Ours is within that bound too, so the two may be twice the bound apart (fdlibm's cosh is
/// 2 ulps from the exact value near its overflow, where glibc's is 1 ulp on the other side).
std::uint64_t allowed_ulps(ir::intrinsic fn) {
  switch (fn) {
  case ir::intrinsic::hypot: return 3;
  case ir::intrinsic::atan2: return 4;
  case ir::intrinsic::sinh:
  case ir::intrinsic::cosh:
  case ir::intrinsic::tanh: return 5;
  default: return 2;
  }
}

bool supported_param(ir::type t) {
  return t.is_primitive() || t.is(ir::prim::string) || (t.dims == 1 && ir::type(t.base).is_primitive());
}

struct comparison {
  std::size_t calls = 0, exact = 0, exact_with_jvm_math = 0, skipped_budget = 0, skipped_unmodelled = 0;
  std::size_t jvm_threw = 0; // calls that ended in an exception on the JVM
  std::size_t math_calls_checked = 0, math_calls_off_by_one_ulp = 0, math_calls_off_by_more_within_bound = 0;
  std::vector<std::string> disagreements;
  std::vector<std::string> math_violations; // transcendental results further apart than allowed_ulps
};

/// Runs the harness on `lines`; returns one result line per input line.
std::vector<std::string> run_jvm(const std::vector<std::string> &lines, const fs::path &classes, const fs::path &work) {
  {
    std::ofstream in(work / "input.tsv");
    for (const auto &l : lines)
      in << l << "\n";
  }
  const fs::path harness_dir = work / "harness";
  const std::string cmd = fmt::format(
      "timeout 900 java {} -cp {}:{} Harness {} {} 2> {}", cli::jvm::harness_jvm_options, shell_quote(classes.string()),
      shell_quote(harness_dir.string()), shell_quote((work / "input.tsv").string()),
      shell_quote((work / "output.tsv").string()), shell_quote((work / "java.err").string()));
  REQUIRE(sh(cmd) == 0);
  std::vector<std::string> out;
  std::ifstream in(work / "output.tsv");
  for (std::string line; std::getline(in, line);)
    out.push_back(line);
  REQUIRE(out.size() == lines.size());
  return out;
}

std::vector<engine::value> deep_copy(const std::vector<engine::value> &args) {
  std::vector<engine::value> copy;
  for (const auto &a : args)
    copy.push_back(engine::copied(a));
  return copy;
}

/// Runs inputs through our interpreter and the JVM for every subject. Transcendental Math
/// functions may legitimately differ by a few ulps between HotSpot and the C library, and such a
/// difference can grow through later arithmetic. So when results differ and the run used such
/// functions, every call our interpreter made is replayed on the JVM (MathOracle): each must be
/// within allowed_ulps of ours, and with the JVM's values substituted the run must then agree
/// exactly.
comparison compare_with_jvm(const std::vector<subject> &subjects, const fs::path &classes, const fs::path &work,
                            std::size_t inputs_per_method) {
  comparison cmp;
  struct call {
    const subject *s;
    std::vector<engine::value> args;
    std::string args_text;
    engine::outcome ours;
    std::string jvm;
  };
  std::vector<call> calls;
  std::vector<std::string> lines;
  engine::run_options opts;
  opts.step_budget = 300'000;
  opts.record_transcendental = true;
  for (const auto &s : subjects) {
    const auto &f = s.prog.functions[s.fn];
    const auto types = f.param_types();
    input_generator gen(std::hash<std::string>{}(s.file + f.name));
    engine::interpreter interp(s.prog, opts);
    std::string desc;
    for (auto t : types)
      desc += ir::descriptor(t);
    std::size_t accepted = 0;
    for (std::size_t k = 0; accepted < inputs_per_method && k < inputs_per_method * 3; ++k) {
      call c{&s, {}, {}, {}, {}};
      std::string line = fmt::format("{}\t{}\t{}", s.binary_class, f.name, desc);
      for (auto t : types) {
        c.args.push_back(gen.boundary_or_random(t, k));
        line += "\t" + encode_arg(c.args.back());
        c.args_text += (c.args_text.empty() ? "" : ", ") + encode_arg(c.args.back());
      }
      c.ours = interp.call(s.fn, deep_copy(c.args));
      if (c.ours.what == engine::outcome::kind::budget_exhausted) { // the JVM would run (almost) forever too
        ++cmp.skipped_budget;
        continue;
      }
      if (c.ours.what == engine::outcome::kind::undecidable) { // what no run models (Character beyond ASCII)
        ++cmp.skipped_unmodelled;
        continue;
      }
      ++accepted;
      lines.push_back(std::move(line));
      calls.push_back(std::move(c));
    }
  }
  const auto jvm = run_jvm(lines, classes, work);
  for (std::size_t i = 0; i < calls.size(); ++i) {
    calls[i].jvm = jvm[i];
    cmp.jvm_threw += jvm[i].rfind("T ", 0) == 0;
  }
  cmp.calls = calls.size();
  auto agrees = [](const call &c) { return same_behaviour(encode_outcome(c.ours, c.s->prog), c.jvm); };
  for (const auto &c : calls)
    cmp.exact += agrees(c);

  engine::transcendental_table jvm_math;
  for (int round = 0; round < 6; ++round) {
    // transcendental calls of disagreeing runs whose JVM value we do not know yet
    std::set<std::tuple<ir::intrinsic, std::uint64_t, std::uint64_t>> unknown;
    std::map<std::tuple<ir::intrinsic, std::uint64_t, std::uint64_t>, double> ours_value;
    for (const auto &c : calls) {
      if (agrees(c) || !c.ours.used_transcendental) continue;
      for (const auto &t : c.ours.transcendental_calls)
        if (!jvm_math.count(t.key())) {
          unknown.insert(t.key());
          ours_value[t.key()] = t.result;
        }
    }
    if (unknown.empty()) break;
    std::vector<std::string> math_lines;
    for (const auto &[fn, a0, a1] : unknown) {
      const std::string name(ir::info(fn).java_name.substr(5)); // "Math.sin" -> "sin"
      const bool binary = fn == ir::intrinsic::pow || fn == ir::intrinsic::atan2 || fn == ir::intrinsic::hypot;
      math_lines.push_back(binary ? fmt::format("MathOracle\t{}\tDD\t{:016x}\t{:016x}", name, a0, a1)
                                  : fmt::format("MathOracle\t{}\tD\t{:016x}", name, a0));
    }
    const auto results = run_jvm(math_lines, work / "harness", work);
    std::size_t k = 0;
    for (const auto &key : unknown) {
      const std::string r = harness_result::parse(results[k++]).head;
      REQUIRE(r.rfind("R ", 0) == 0);
      const double jv = std::bit_cast<double>(static_cast<std::uint64_t>(std::stoull(r.substr(2), nullptr, 16)));
      jvm_math[key] = jv;
      const double ov = ours_value[key];
      const std::string ours_enc = "R " + encode_scalar(ir::scalar::of_double(ov), true);
      ++cmp.math_calls_checked;
      if (ours_enc == r) continue;
      const std::uint64_t ulps = ulp_distance(ours_enc, r, ir::double_type);
      if (ulps <= allowed_ulps(std::get<0>(key))) {
        ++(ulps == 1 ? cmp.math_calls_off_by_one_ulp : cmp.math_calls_off_by_more_within_bound);
        continue;
      }
      cmp.math_violations.push_back(fmt::format("{}({:016x}, {:016x}): jvm {}, symdelta {}",
                                                ir::info(std::get<0>(key)).java_name, std::get<1>(key),
                                                std::get<2>(key), r, ours_enc));
    }
    engine::run_options replay = opts;
    replay.transcendental_results = &jvm_math;
    for (auto &c : calls) {
      if (agrees(c) || !c.ours.used_transcendental) continue;
      engine::interpreter interp(c.s->prog, replay);
      c.ours = interp.call(c.s->fn, deep_copy(c.args));
      if (agrees(c)) ++cmp.exact_with_jvm_math;
    }
  }
  for (const auto &c : calls) {
    if (agrees(c)) continue;
    const auto &f = c.s->prog.functions[c.s->fn];
    cmp.disagreements.push_back(fmt::format("{} {}({}): jvm '{}', symdelta '{}'", c.s->file, f.name, c.args_text, c.jvm,
                                            encode_outcome(c.ours, c.s->prog)));
  }
  return cmp;
}

fs::path make_workdir(const std::string &name) {
  fs::path dir = fs::temp_directory_path() / fmt::format("symdelta-{}-{}", name, ::getpid());
  fs::remove_all(dir);
  fs::create_directories(dir / "classes");
  fs::create_directories(dir / "harness");
  return dir;
}

void require_jvm() {
  if (sh("command -v javac >/dev/null 2>&1 && command -v java >/dev/null 2>&1") != 0) {
    WARN("javac/java not found: skipping the JVM differential test");
    std::exit(skip_code);
  }
}

void compile_java(const std::vector<std::string> &files, const fs::path &dest, const fs::path &work) {
  std::ofstream list(work / "sources.txt");
  for (const auto &f : files)
    list << shell_quote(f) << "\n";
  list.close();
  const std::string cmd =
      fmt::format("javac -nowarn -encoding UTF-8 -d {} @{} 2> {}", shell_quote(dest.string()),
                  shell_quote((work / "sources.txt").string()), shell_quote((work / "javac.err").string()));
  if (sh(cmd) != 0) {
    std::ifstream err(work / "javac.err");
    std::stringstream ss;
    ss << err.rdbuf();
    FAIL("javac failed:\n" << ss.str());
  }
}

void print_summary(const std::string &what, const comparison &cmp) {
  fmt::print("{}: {} calls compared with the JVM: {} identical, {} identical once the JVM's transcendental values were "
             "substituted, {} disagreeing; {} inputs skipped (step budget), {} (not modelled)\n"
             "  transcendental calls replayed on the JVM: {}, {} identical, {} off by 1 ulp, {} by more within "
             "Java's error bounds, {} beyond them\n",
             what, cmp.calls, cmp.exact, cmp.exact_with_jvm_math, cmp.disagreements.size(), cmp.skipped_budget,
             cmp.skipped_unmodelled, cmp.math_calls_checked,
             cmp.math_calls_checked - cmp.math_calls_off_by_one_ulp - cmp.math_calls_off_by_more_within_bound -
                 cmp.math_violations.size(),
             cmp.math_calls_off_by_one_ulp, cmp.math_calls_off_by_more_within_bound, cmp.math_violations.size());
  std::map<std::string, std::size_t> per_fn;
  for (const auto &v : cmp.math_violations)
    ++per_fn[v.substr(0, v.find('('))];
  for (const auto &[fn, n] : per_fn)
    fmt::print("  {}: {} results further from the JVM's than twice Java's error bound\n", fn, n);
  for (std::size_t i = 0; i < cmp.math_violations.size() && i < 10; ++i)
    fmt::print("  {}\n", cmp.math_violations[i]);
  std::map<std::string, std::size_t> per_file;
  for (const auto &d : cmp.disagreements)
    ++per_file[d.substr(0, d.find(' '))];
  for (const auto &[file, n] : per_file)
    fmt::print("  {}: {} disagreements\n", file, n);
  for (std::size_t i = 0; i < cmp.disagreements.size() && i < 20; ++i)
    fmt::print("  {}\n", cmp.disagreements[i]);
}

} // namespace

// An implicit exception keeps its message however often its site throws: HotSpot's compiled code
// would otherwise throw a preallocated exception without one after a few thousand throws.
TEST_CASE("the JVM keeps an implicit exception's message however often it is thrown", "[jvm]") {
  require_jvm();
  const fs::path work = make_workdir("fast-throw");
  fs::create_directories(work / "src");
  std::ofstream(work / "src" / "Thrower.java")
      << "public class Thrower {\n"
         "  static int quotient(int x, long y) { return x / 0 + (int) (2L % y); }\n"
         "}\n";
  compile_java({(work / "src" / "Thrower.java").string()}, work / "classes", work);
  compile_java({std::string(SYMDELTA_HARNESS_JAVA)}, work / "harness", work);
  const std::vector<std::string> lines(30000, "Thrower\tquotient\tIJ\t1\t0");
  const auto out = run_jvm(lines, work / "classes", work);
  const auto other = std::count_if(out.begin(), out.end(), [](const std::string &l) {
    return l.rfind("T java.lang.ArithmeticException\tmessage=\"/ by zero\"", 0) != 0;
  });
  INFO("the first: " << out.front() << "; the last: " << out.back());
  CHECK(other == 0);
  fs::remove_all(work);
}

TEST_CASE("our Java programs agree with the JVM", "[jvm]") {
  require_jvm();
  const fs::path dir = SYMDELTA_JVM_TEST_DIR;
  const fs::path work = make_workdir("jvm");
  std::vector<std::string> files;
  for (const auto &e : fs::directory_iterator(dir / "programs"))
    if (e.path().extension() == ".java") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 30);
  compile_java(files, work / "classes", work);
  compile_java({std::string(SYMDELTA_HARNESS_JAVA), (dir / "MathOracle.java").string()}, work / "harness", work);

  std::vector<subject> subjects;
  for (const auto &file : files) {
    auto prog = java::frontend::parse_file(file);
    INFO(file);
    if (!prog) FAIL(prog.error().to_string());
    for (std::uint32_t i = 0; i < prog->functions.size(); ++i) {
      const auto &f = prog->functions[i];
      if (!f.is_static || !f.name.starts_with("snippet")) continue;
      const auto types = f.param_types();
      REQUIRE(std::all_of(types.begin(), types.end(), supported_param));
      // named relative to the test folder: the inputs, seeded by the name, do not depend on where
      // the tree is checked out
      subjects.push_back({fs::relative(file, dir).string(), *prog, i, cli::jvm::harness_classes(*prog)});
    }
  }
  REQUIRE(subjects.size() >= 30);
  const comparison cmp = compare_with_jvm(subjects, work / "classes", work, 300);
  print_summary(fmt::format("{} methods of our own", subjects.size()), cmp);
  CHECK(cmp.calls >= subjects.size() * 200);
  CHECK(cmp.skipped_unmodelled * 100 < cmp.calls); // (Character's methods beyond ASCII only)
  CHECK(cmp.disagreements.empty());
  CHECK(cmp.math_violations.empty());
  fs::remove_all(work);
}

TEST_CASE("ARDiff benchmark snippets agree with the JVM", "[ardiff]") {
  const fs::path bench = SYMDELTA_BENCHMARK_DIR;
  if (!fs::exists(bench / "cases.tsv")) {
    WARN("benchmark not found at " << bench << ": skipping");
    std::exit(skip_code);
  }
  require_jvm();
  const fs::path work = make_workdir("ardiff");
  std::vector<std::string> files;
  for (const auto &e : fs::recursive_directory_iterator(bench))
    if (e.path().extension() == ".java") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  compile_java(files, work / "classes", work);
  compile_java({std::string(SYMDELTA_HARNESS_JAVA), (fs::path(SYMDELTA_JVM_TEST_DIR) / "MathOracle.java").string()},
               work / "harness", work);

  std::vector<subject> subjects;
  std::vector<std::string> rejected;
  for (const auto &file : files) {
    auto prog = java::frontend::parse_file(file);
    if (!prog) {
      rejected.push_back(prog.error().to_string());
      continue;
    }
    const auto fn = prog->find_function("snippet");
    REQUIRE(fn != ir::no_function);
    subjects.push_back({fs::relative(file, bench).string(), *prog, fn, prog->qualified_name()});
  }
  fmt::print("{} benchmark files, {} rejected by the frontend\n", files.size(), rejected.size());
  for (const auto &r : rejected)
    fmt::print("  {}\n", r);
  CHECK(rejected.empty());
  const comparison cmp = compare_with_jvm(subjects, work / "classes", work, 200);
  print_summary(fmt::format("{} benchmark snippets", subjects.size()), cmp);
  CHECK(cmp.calls >= subjects.size() * 200);
  CHECK(cmp.disagreements.empty());
  CHECK(cmp.math_violations.empty());
  fs::remove_all(work);
}

// ---- generated programs (java_generator.hpp) on the JVM ---------------------------------------------

namespace {

/// The seeds a generated test runs: the variable's FIRST:COUNT, else 0:`count`.
std::pair<std::uint64_t, std::uint64_t> generated_seeds(const char *variable, std::uint64_t count) {
  const char *env = std::getenv(variable);
  if (!env || !*env) return {0, count};
  const std::string text = env;
  const auto colon = text.find(':');
  INFO(variable << "='" << text << "' is not FIRST:COUNT");
  REQUIRE(colon != std::string::npos);
  std::size_t end = 0;
  const std::uint64_t first = std::stoull(text.substr(0, colon), &end);
  REQUIRE(end == colon);
  const std::uint64_t many = std::stoull(text.substr(colon + 1), &end);
  REQUIRE(end == text.size() - colon - 1);
  return {first, many};
}

} // namespace

// Oracle 1 of issue 48: random methods (tests/jvm/java_generator.hpp), each run by our
// interpreter and by the JVM on boundary and random inputs, return the same value or throw the
// same exception. A disagreement prints the program and the input.
TEST_CASE("generated programs agree with the JVM", "[generated]") {
  require_jvm();
  const auto [first, count] = generated_seeds("SYMDELTA_GENERATED_SEEDS", 1000);
  const fs::path work = make_workdir("generated");
  fs::create_directories(work / "src");
  std::vector<std::string> files;
  std::map<std::string, std::string> texts; // by file name
  for (std::uint64_t seed = first; seed < first + count; ++seed) {
    const std::string name = fmt::format("Gen{}", seed), file = name + ".java";
    texts[file] = testing::java_generator::program(seed, name);
    std::ofstream(work / "src" / file) << texts[file];
    files.push_back((work / "src" / file).string());
  }
  // the same seed, the same program; another seed, another
  CHECK(testing::java_generator::program(first, "Gen") == testing::java_generator::program(first, "Gen"));
  CHECK(testing::java_generator::program(first, "Gen") != testing::java_generator::program(first + 1, "Gen"));
  compile_java(files, work / "classes", work);
  compile_java({std::string(SYMDELTA_HARNESS_JAVA), (fs::path(SYMDELTA_JVM_TEST_DIR) / "MathOracle.java").string()},
               work / "harness", work);
  std::vector<subject> subjects;
  std::size_t rejected = 0;
  for (const auto &file : files) {
    auto prog = java::frontend::parse_file(file);
    const std::string name = fs::path(file).filename().string();
    if (!prog) { // every generated program is Java the frontend supports
      fmt::print("the frontend rejects {}: {}\n{}\n", name, prog.error().to_string(), texts[name]);
      ++rejected;
      continue;
    }
    const auto fn = prog->find_function("snippet");
    REQUIRE(fn != ir::no_function);
    subjects.push_back({name, *prog, fn, cli::jvm::harness_classes(*prog)});
  }
  const comparison cmp = compare_with_jvm(subjects, work / "classes", work, 100);
  print_summary(fmt::format("{} generated programs (seeds {} to {})", subjects.size(), first, first + count - 1), cmp);
  fmt::print("  {} of the calls threw on the JVM\n", cmp.jvm_threw);
  std::set<std::string> shown; // each disagreeing program's text, once
  for (const auto &d : cmp.disagreements) {
    const std::string file = d.substr(0, d.find(' '));
    if (shown.insert(file).second) fmt::print("{}:\n{}", file, texts[file]);
  }
  CHECK(rejected == 0);
  CHECK(cmp.calls >= subjects.size() * 90);
  // both ends are common: a generator whose programs all threw (or none did) would test little
  CHECK(cmp.jvm_threw * 20 > cmp.calls);
  CHECK(cmp.jvm_threw * 20 < cmp.calls * 19);
  CHECK(cmp.disagreements.empty());
  fs::remove_all(work);
}

// ---- the annotated pairs (tests/pairs) on the JVM --------------------------------------------------

namespace {

/// A pair's annotations (tests/pairs/README.md).
struct annotated_pair {
  std::string name;
  fs::path dir;
  std::string expected, jvm_expected; // the JVM's answer differs from ideal semantics' for a few
  std::vector<std::string> witness;   // arguments as Java literals
  std::vector<std::string> differs;   // components the witness shows different
  // the versions' files and the methods compared (tests/pairs/README.md: "" is snippet)
  std::string old_file = "old.java", new_file = "new.java", method, new_method;
  std::vector<std::pair<std::string, std::string>> named_witness{}; // or the witness by input name, as reports show it
  std::size_t random_inputs = 60; // the inputs run_pairs_on_jvm tries beyond the witness
  bool corner_inputs = false;     // the generated programs' corners (input_generator), else pair_input's ranges
};

/// The items of a comma-separated list, an array literal's braces (`{1, 2}, 0`) kept whole.
annotated_pair read_pair(const fs::path &dir) {
  annotated_pair a;
  a.name = dir.filename().string();
  a.dir = dir;
  std::ifstream in(dir / "old.java");
  for (std::string line; std::getline(in, line) && line.rfind("//", 0) == 0;) {
    auto value = [&](const char *key) -> std::optional<std::string> {
      const std::string k = std::string("// ") + key + ":";
      if (line.rfind(k, 0) != 0) return std::nullopt;
      std::string v = line.substr(k.size());
      v.erase(0, v.find_first_not_of(' '));
      return v;
    };
    if (auto v = value("expected")) a.expected = v->substr(0, v->find_first_of(" \r"));
    if (auto v = value("jvm")) a.jvm_expected = v->substr(0, v->find(' '));
    if (auto v = value("witness")) a.witness = java::split_expression_list(*v);
    if (auto v = value("differs")) a.differs = java::split_expression_list(*v);
    if (auto v = value("method")) a.method = v->substr(0, v->find_last_not_of(" \r") + 1);
    if (auto v = value("new-method")) a.new_method = v->substr(0, v->find_last_not_of(" \r") + 1);
  }
  if (a.jvm_expected.empty()) a.jvm_expected = a.expected;
  return a;
}

/// Inputs in the ranges the pairs were written for (tests/pairs/README.md): small integers,
/// boundary values, doubles in [-100, 100] and IEEE's special values.
engine::value pair_input(ir::type t, std::size_t k, std::mt19937_64 &rng) {
  if (t.is(ir::prim::string)) return text_input(k, rng);
  if (t.is_array()) { // null now and then, else short arrays of such values
    if (k % 9 == 8) return engine::value::null_of(t);
    const std::size_t n = k < 10 ? k % 5 : std::uniform_int_distribution<std::size_t>(0, 6)(rng);
    std::vector<engine::value> items;
    for (std::size_t i = 0; i < n; ++i)
      items.push_back(pair_input(t.element(), k < 10 ? k + i : 100 + k, rng));
    return engine::make_array(t, std::move(items));
  }
  static const std::int64_t ints[] = {0,  1,   -1, 2,  -2, 3,   5,   7,    8,    10,
                                      11, -10, 12, 42, 99, 100, 101, -100, 1000, -1000};
  // IEEE's special values too: a pair's `// jvm:` verdict is Java's, for every double
  static const double doubles[] = {0.0,
                                   1.0,
                                   -1.0,
                                   0.5,
                                   -0.5,
                                   2.0,
                                   2.5,
                                   3.0,
                                   9.5,
                                   10.0,
                                   -12.0,
                                   3.141592653589793,
                                   100.0,
                                   -0.0,
                                   std::numeric_limits<double>::quiet_NaN(),
                                   std::numeric_limits<double>::infinity(),
                                   -std::numeric_limits<double>::infinity(),
                                   1e300,
                                   -1e-320};
  if (t.is_boolean()) return engine::value::of(ir::scalar::of_bool(k % 2 == 1));
  if (t.is_floating()) {
    const double d = k < std::size(doubles) ? doubles[k] : std::uniform_real_distribution<double>(-100, 100)(rng);
    return engine::value::of(t.is(ir::prim::float_) ? ir::scalar::of_float(static_cast<float>(d))
                                                    : ir::scalar::of_double(d));
  }
  const std::int64_t i = k < std::size(ints) ? ints[k] : std::uniform_int_distribution<std::int64_t>(-1000, 1000)(rng);
  return engine::value::of(ir::scalar::of_integral(t, i));
}

/// What the JVM did with one pair: how many inputs made its versions differ, whether the first
/// one (a witness, where the pair has one) did, and where our interpreter disagreed with the JVM.
struct pair_on_jvm {
  std::size_t inputs = 0, differing = 0;
  bool witness_differs = false;                     // (where the pair has a witness: its input is the first)
  bool witness_unbuildable = false;                 // a witness no run can build (nothing to judge)
  std::vector<std::string> witness_components;      // what the witness showed different
  std::string first_difference;                     // an input that made the versions differ, as harness text
  std::vector<std::string> first_difference_inputs; // and as Java literals, in the plan's order
  std::vector<std::string> interpreter_disagreements;
  std::size_t unmodelled = 0, runs = 0;
};

/// Runs every pair's versions on the JVM: its witness first (where it has one), then its
/// `random_inputs` boundary and random inputs (`corner_inputs`: the generated programs' corners,
/// else the pairs' ranges, tests/pairs/README.md), our interpreter on each run too.
std::vector<pair_on_jvm> run_pairs_on_jvm(const std::vector<annotated_pair> &pairs, const fs::path &work) {
  fs::create_directories(work / "src");
  // every version's top-level classes under names of their own (V of pair x's old version is
  // P_x_old_V, V$Node P_x_old_V$Node), so that one javac and one JVM run them all
  std::vector<std::string> sources{std::string(SYMDELTA_HARNESS_JAVA)};
  auto prefix = [](const annotated_pair &p, int v) { return fmt::format("P_{}_{}_", p.name, v == 0 ? "old" : "new"); };
  // a version's top-level classes, the one the file is named after first (javac wants a public
  // class in a file of its name)
  auto top_level = [](const fs::path &file) {
    auto prog = java::frontend::parse_file(file);
    INFO(file.string());
    REQUIRE(prog);
    std::vector<std::string> names{prog->source_class};
    for (const auto &c : prog->classes)
      if (!c.is_library && c.name.find('.') == std::string::npos && c.name != prog->source_class)
        names.push_back(c.name);
    return names;
  };
  // (the classes are named in the code too: new V(), V a, V.Node)
  auto renamed = [](std::string text, const std::vector<std::string> &classes, const std::string &prefix) {
    for (const auto &c : classes)
      text = std::regex_replace(text, std::regex("\\b(L?)" + c + "\\b"), "$1" + prefix + c);
    return text;
  };
  std::map<std::string, std::vector<std::string>> classes_of; // per pair and version: its top-level classes
  for (const auto &p : pairs)
    for (int v = 0; v < 2; ++v) {
      const fs::path source_file = p.dir / (v == 0 ? p.old_file : p.new_file);
      const auto classes = classes_of[prefix(p, v)] = top_level(source_file);
      std::ifstream in(source_file);
      std::stringstream text;
      text << in.rdbuf();
      const fs::path file = work / "src" / (prefix(p, v) + classes.front() + ".java");
      std::ofstream(file) << renamed(text.str(), classes, prefix(p, v));
      sources.push_back(file.string());
    }
  compile_java(sources, work / "classes", work);

  struct run_pair {
    const annotated_pair *pair;
    ir::program prog[2];
    std::uint32_t fn[2];
    std::vector<std::vector<engine::value>> inputs;
    engine::entry_plan plan;
    bool has_witness = false, witness_unbuildable = false;
  };
  std::vector<run_pair> runs;
  std::vector<std::string> lines;
  for (const auto &p : pairs) {
    run_pair r{&p, {}, {}, {}, {}};
    auto versions = engine::compared_versions<java::frontend>(java::frontend::parse_file(p.dir / p.old_file),
                                                              java::frontend::parse_file(p.dir / p.new_file), p.method,
                                                              p.new_method);
    INFO(p.name);
    REQUIRE(versions);
    for (int v = 0; v < 2; ++v) {
      r.prog[v] = std::move(versions->prog[v]);
      r.fn[v] = versions->fn[v];
    }
    const ir::program *progs[2] = {&r.prog[0], &r.prog[1]};
    auto plan = engine::plan_entry(progs, r.fn, receiver_mode::automatic);
    INFO(p.name);
    REQUIRE(plan);
    r.plan = *plan;
    const auto types = r.plan.types(); // the parameters, then a symbolic receiver's fields
    const std::vector<std::string> &witness = p.witness;
    if (!p.named_witness.empty()) { // as reports write it: NaN and Infinity, the inputs that matter
      std::vector<input_value> named;
      for (const auto &[name, value] : p.named_witness)
        named.push_back({name, value});
      auto inputs = engine::plan_inputs(r.plan, named);
      INFO(p.name << ": witness");
      // (a generated pair's witness may be an input no run can build: an array of a billion elements)
      r.witness_unbuildable = !inputs && p.corner_inputs;
      if (!r.witness_unbuildable) REQUIRE(inputs);
      if (inputs) r.inputs.push_back(std::move(*inputs));
    } else if (!witness.empty()) { // Java expressions, an object input's choice as reports write it
      INFO(p.name << ": witness");
      REQUIRE(witness.size() == types.size());
      std::vector<ir::type> plain_types;
      std::vector<std::string> plain;
      for (std::size_t k = 0; k < types.size(); ++k)
        if (!r.plan.inputs[k].is_choice() && !r.plan.inputs[k].has_element_inputs())
          plain_types.push_back(types[k]), plain.push_back(witness[k]);
      auto args = java::frontend::parse_arguments(plain_types, plain);
      REQUIRE(args);
      auto values = engine::interpreter(*args).static_values();
      REQUIRE(values);
      std::vector<engine::value> inputs;
      for (std::size_t k = 0, next_plain = 0; k < types.size(); ++k) {
        if (!r.plan.inputs[k].is_choice() && !r.plan.inputs[k].has_element_inputs()) {
          inputs.push_back((*values)[next_plain++]);
          continue;
        }
        const auto choice = engine::parse_plan_input(r.plan, k, witness[k]);
        INFO(witness[k]);
        REQUIRE(choice);
        inputs.push_back(*choice);
      }
      r.inputs.push_back(std::move(inputs));
    }
    r.has_witness = !r.inputs.empty();
    std::mt19937_64 rng(std::hash<std::string>{}(p.name));
    input_generator corners(std::hash<std::string>{}(p.name));
    for (std::size_t k = 0; k < p.random_inputs; ++k) {
      std::vector<engine::value> values;
      for (const auto t : types)
        values.push_back(!engine::is_input_type(t) ? engine::value::of(ir::scalar::of_int(-1))
                         : p.corner_inputs         ? corners.boundary_or_random(t, k)
                                                   : pair_input(t, k, rng));
      engine::choose_references(r.plan, values, rng);
      r.inputs.push_back(std::move(values));
    }
    for (const auto &in : r.inputs)
      for (int v = 0; v < 2; ++v) {
        auto line = cli::jvm::harness_call(r.prog[v], r.fn[v], r.plan, v, in);
        REQUIRE(line);
        // the classes to load, V and its nested classes (V$Shape), renamed, in the descriptor and
        // the objects passed (LV$Node;, #0=V$Node) too
        lines.push_back(renamed(*line, classes_of[prefix(p, v)], prefix(p, v)));
      }
    runs.push_back(std::move(r));
  }
  const auto jvm = run_jvm(lines, work / "classes", work);
  std::vector<pair_on_jvm> out;
  std::size_t next = 0;
  for (const auto &r : runs) {
    const annotated_pair &p = *r.pair;
    pair_on_jvm result;
    result.witness_unbuildable = r.witness_unbuildable;
    for (std::size_t k = 0; k < r.inputs.size(); ++k) {
      // the JVM names the classes as renamed (P_x_old_V.Shape{...}, static.P_x_old_V.Holder.K): back to V
      const std::string old_line = std::regex_replace(jvm[next++], std::regex("\\b" + prefix(p, 0)), "");
      const std::string new_line = std::regex_replace(jvm[next++], std::regex("\\b" + prefix(p, 1)), "");
      result.runs += 2;
      for (int v = 0; v < 2; ++v) { // our interpreter agrees with the JVM on both versions
        engine::concrete_entry entry = engine::build_entry(r.plan, v, r.prog[v], r.inputs[k]);
        engine::outcome ours =
            engine::interpreter(r.prog[v]).call(r.fn[v], std::move(entry.args), entry.receiver_fields, entry.receiver);
        ours.input_objects = entry.input_objects; // encoded as #k: like the harness's
        // (a transcendental function may be 1 ulp off the JVM's: the differential test replays those;
        // a run of what no run models, Character's methods beyond ASCII, has nothing to compare)
        if (ours.used_transcendental) continue;
        if (ours.what == engine::outcome::kind::undecidable ||
            ours.what == engine::outcome::kind::budget_exhausted) { // (a loop the JVM runs 2^31 times, say)
          ++result.unmodelled;
          continue;
        }
        const std::string line = encode_outcome(ours, r.prog[v]);
        if (!same_behaviour(line, v == 0 ? old_line : new_line))
          result.interpreter_disagreements.push_back(fmt::format("{} ({}) on {}: jvm '{}', symdelta '{}'", p.name,
                                                                 v == 0 ? "old" : "new", lines[next - 2 + v],
                                                                 v == 0 ? old_line : new_line, line));
      }
      // (the new version's classes named as it is compared: its counterparts' names)
      const auto differs = cli::jvm::jvm_differs(old_line, cli::jvm::as_compared(new_line, r.prog[1]), r.prog[0],
                                                 r.prog[0].functions[r.fn[0]], 0.0);
      INFO(p.name << " input " << k << ": old " << old_line << "; new " << new_line);
      REQUIRE(differs);
      ++result.inputs;
      if (!differs->empty() && result.differing++ == 0) {
        result.first_difference = fmt::format("{}: old '{}', new '{}'", lines[next - 2], old_line, new_line);
        for (std::size_t i = 0; i < r.inputs[k].size(); ++i)
          result.first_difference_inputs.push_back(engine::plan_literal(r.plan, i, r.inputs[k][i]));
      }
      if (k == 0 && r.has_witness) {
        result.witness_differs = !differs->empty();
        result.witness_components = *differs;
      }
    }
    out.push_back(std::move(result));
  }
  fs::remove_all(work);
  return out;
}

/// Every pair behaves on the JVM as annotated: an EQ pair's versions agree on every input tried,
/// a NEQ pair's witness makes them differ (in the components its `differs` names); our
/// interpreter agrees with the JVM on each run.
void check_pairs_on_jvm(const std::vector<annotated_pair> &pairs, const fs::path &work) {
  const auto results = run_pairs_on_jvm(pairs, work);
  std::size_t interpreter_disagreements = 0, unmodelled = 0, runs = 0;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const annotated_pair &p = pairs[i];
    const pair_on_jvm &r = results[i];
    for (const auto &d : r.interpreter_disagreements)
      if (++interpreter_disagreements <= 10) fmt::print("  {}\n", d);
    unmodelled += r.unmodelled;
    runs += r.runs;
    if (!p.witness.empty() || !p.named_witness.empty()) {
      INFO(p.name << ": the witness, on the JVM: " << r.first_difference);
      CHECK(r.witness_differs == (p.jvm_expected != "EQ"));
      for (const auto &c : p.differs)
        CHECK(std::find(r.witness_components.begin(), r.witness_components.end(), c) != r.witness_components.end());
    }
    INFO(p.name << ": " << r.differing << " of " << r.inputs << " inputs differ on the JVM, the first "
                << r.first_difference);
    if (p.jvm_expected == "EQ") CHECK(r.differing == 0);
  }
  fmt::print("{} annotated pairs checked on the JVM ({} runs); our interpreter disagreed with the JVM {} times, did "
             "not model {} runs\n",
             pairs.size(), runs, interpreter_disagreements, unmodelled);
  CHECK(interpreter_disagreements == 0);
  CHECK(unmodelled * 100 < runs); // (Character's methods beyond ASCII only)
}
/// The items of a report's witness, "a = 1, s = \"x, y\"": by name, the values as written.
std::vector<std::pair<std::string, std::string>> named_values(const std::string &text) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto &item : java::split_expression_list(text))
    if (const auto eq = item.find(" = "); eq != std::string::npos)
      out.emplace_back(item.substr(0, eq), item.substr(eq + 3));
  return out;
}

} // namespace

// Every pair's annotation holds on the JVM, with everything a caller observes compared: an EQ
// pair's versions agree on every input tried, a NEQ pair's witness makes them differ (in the
// components its `// differs:` line names). Our interpreter agrees with the JVM on each run.
TEST_CASE("annotated pairs behave on the JVM as annotated", "[pairs]") {
  require_jvm();
  std::vector<annotated_pair> pairs;
  for (const auto &e : fs::directory_iterator(SYMDELTA_PAIRS_DIR))
    if (e.is_directory() && fs::exists(e.path() / "old.java")) pairs.push_back(read_pair(e.path()));
  std::sort(pairs.begin(), pairs.end(), [](const auto &a, const auto &b) { return a.name < b.name; });
  REQUIRE(pairs.size() >= 40);
  check_pairs_on_jvm(pairs, make_workdir("pairs"));
}

// `symdelta variants` on the test programs: every variant proved neutral (EQ) behaves like the
// original on the JVM on boundary and random inputs, and every NEQ's witness makes them differ
// there; our interpreter agrees with the JVM on every run.
TEST_CASE("variants proved neutral run like the original on the JVM, and NEQ witnesses differ there", "[variants]") {
  require_jvm();
  const fs::path work = make_workdir("variants");
  std::vector<annotated_pair> pairs;
  std::size_t made = 0;
  for (const auto &e : fs::directory_iterator(SYMDELTA_VARIANT_PROGRAMS_DIR)) {
    const std::string stem = e.path().stem().string();
    const fs::path out = work / "emitted" / stem;
    const std::string command =
        fmt::format("{} variants {} --count 30 --seed 7 --timeout 3 --jobs 2 --emit {} > {} 2>&1", SYMDELTA_PROGRAM,
                    e.path().string(), out.string(), (work / (stem + ".txt")).string());
    INFO(command);
    REQUIRE(std::system(command.c_str()) == 0);
    std::ifstream tsv(out / "variants.tsv");
    std::string header;
    std::getline(tsv, header);
    REQUIRE(header.rfind("variant\ttransformation\tline\tnode\tverdict\ttest_neutral\twitness", 0) == 0);
    for (std::string line; std::getline(tsv, line);) {
      std::vector<std::string> f;
      for (std::size_t start = 0;;) {
        const auto tab = line.find('\t', start);
        f.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
        if (tab == std::string::npos) break;
        start = tab + 1;
      }
      ++made;
      if (f.size() < 7 || (f[4] != "EQ" && f[4] != "NEQ")) continue;
      annotated_pair p;
      p.name = stem + "_" + std::regex_replace(f[0], std::regex("-"), "_");
      p.dir = out / f[0];
      p.expected = p.jvm_expected = f[4];
      p.old_file = "oldV.java";
      p.new_file = "newV.java";
      p.method = f[0].substr(0, f[0].find('-')); // <method>-<transformation>-<k>
      p.named_witness = named_values(f[6]);
      INFO(p.name << ": NEQ with the witness '" << f[6] << "'");
      CHECK((p.expected == "EQ" || !p.named_witness.empty()));
      pairs.push_back(std::move(p));
    }
  }
  fmt::print("{} variants made, {} decided (EQ or NEQ), checked on the JVM\n", made, pairs.size());
  REQUIRE(pairs.size() >= 100);
  check_pairs_on_jvm(pairs, work / "jvm");
}

// ---- metamorphic tests: neutral rewrites of every pair keep its verdict ----------------------------

namespace {

std::string file_text(const fs::path &file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

/// A case of the metamorphic test: a pair of tests/pairs, or one derived from it by neutral
/// rewrites of its old version, its new one or both.
struct metamorphic_case {
  std::string name; // its folder: the pair's name, or PAIR~new-rename-class, PAIR~both-all, ...
  std::string pair; // the original's name
  std::string method, new_method;
};

/// What `bench --json` decided for a case.
struct bench_outcome {
  std::string result;
  double seconds = 0;
  bool limited = false; // a time limit (the check's or a query's), a solver's limit or the depth limit stopped it
  nlohmann::json witness;
  std::vector<nlohmann::json> neq_inputs; // the inputs of its Neq partitions (where no run confirmed a witness)
};

/// The input a NEQ verdict stands on, by name, the values as reports write them: its witness's,
/// else its first Neq partition's (a proof whose concrete run could not decide, an integer beyond
/// 64 bits in ideal semantics); empty for none.
std::vector<std::pair<std::string, std::string>> neq_input(const bench_outcome &o) {
  const nlohmann::json input = o.witness.is_object() && o.witness.contains("input") ? o.witness["input"]
                               : o.neq_inputs.empty()                               ? nlohmann::json()
                                                                                    : o.neq_inputs.front();
  std::vector<std::pair<std::string, std::string>> named;
  if (input.is_object())
    for (const auto &[name, value] : input.items())
      named.emplace_back(name, value.is_string() ? value.get<std::string>() : value.dump());
  return named;
}

/// Writes the cases' folders' cases.tsv, runs `symdelta bench` on them (the defaults: pasda, Z3,
/// Java semantics, 10 s) and reads its verdicts by case.
std::map<std::string, bench_outcome> run_bench(const fs::path &dir, const std::vector<metamorphic_case> &cases,
                                               const std::string &options = "") {
  {
    std::ofstream tsv(dir / "cases.tsv");
    tsv << "case\texpected\tmethod\tnew_method\n";
    for (const auto &c : cases)
      tsv << c.name << "\t?\t" << c.method << "\t" << c.new_method << "\n";
  }
  const fs::path json = dir.string() + ".json", log = dir.string() + ".txt";
  const std::string command =
      fmt::format("{} bench {} --jobs 2 --json {} {} > {} 2>&1", SYMDELTA_PROGRAM, shell_quote(dir.string()),
                  shell_quote(json.string()), options, shell_quote(log.string()));
  sh(command);
  INFO(command << "\n" << file_text(log));
  REQUIRE(fs::exists(json));
  std::ifstream in(json);
  const nlohmann::json doc = nlohmann::json::parse(in);
  std::map<std::string, bench_outcome> out;
  for (const auto &c : doc.at("cases")) {
    bench_outcome o{c.at("result").get<std::string>(),
                    c.value("runtime_s", 0.0),
                    c.value("timed_out", false),
                    c.value("witness", nlohmann::json()),
                    {}};
    o.limited = o.limited || o.result == "TIMEOUT" || o.result == "DEPTH_LIMITED";
    for (const auto &p : c.value("partitions", nlohmann::json::array())) {
      if (p.value("class", std::string()).rfind("Neq", 0) == 0 && p.contains("input") && p["input"].is_object())
        o.neq_inputs.push_back(p["input"]);
      // a query stopped by time, or by the solver's own limit (an error answer, e.g. Z3's string
      // solver "reached max unfolding", which its time slices make depend on the load)
      for (const char *query : {"pc", "neq", "eq"})
        o.limited = o.limited || (p.contains(query) && (p[query].value("status", "") == "timeout" ||
                                                        p[query].value("status", "") == "error"));
    }
    out[c.at("case").get<std::string>()] = std::move(o);
  }
  return out;
}

/// Writes a case's versions under `dir` and lists it.
void write_case(const fs::path &dir, metamorphic_case c, const std::string &old_source, const std::string &new_source,
                std::vector<metamorphic_case> &cases) {
  fs::create_directories(dir / c.name);
  std::ofstream(dir / c.name / "old.java") << old_source;
  std::ofstream(dir / c.name / "new.java") << new_source;
  if (c.new_method == c.method) c.new_method.clear();
  cases.push_back(std::move(c));
}

/// The cases derived from pair `dir`, written under `work`: the `alone` rewrites each applied to
/// the new version (where it changes it), all rewrites composed applied to both versions, and to
/// the old version only. The fresh names are drawn from the pair's name.
void derive_cases(const fs::path &dir, const std::vector<java::neutral_rewrite> &alone, const fs::path &work,
                  std::vector<metamorphic_case> &cases) {
  using java::neutral_rewrite;
  const std::string name = dir.filename().string();
  const annotated_pair pair = read_pair(dir);
  const std::string &method = pair.method, &new_method = pair.new_method;
  const std::string old_text = file_text(dir / "old.java"), new_text = file_text(dir / "new.java");
  const std::string new_entry = new_method.empty() ? method : new_method;
  const std::uint64_t seed = std::hash<std::string>{}(name);
  for (neutral_rewrite r : alone) {
    auto rewritten = java::apply_rewrite(new_text, new_entry, r, seed);
    INFO(name << ": " << java::rewrite_name(r));
    if (!rewritten) FAIL(rewritten.error().to_string());
    if (rewritten->source != new_text)
      write_case(work, {fmt::format("{}~new-{}", name, java::rewrite_name(r)), name, method, rewritten->method},
                 old_text, rewritten->source, cases);
  }
  const std::vector<neutral_rewrite> all(java::all_neutral_rewrites.begin(), java::all_neutral_rewrites.end());
  auto old_all = java::apply_rewrites(old_text, method, all, seed + 100);
  auto new_all = java::apply_rewrites(new_text, new_entry, all, seed + 200);
  INFO(name << ": all rewrites");
  if (!old_all) FAIL(old_all.error().to_string());
  if (!new_all) FAIL(new_all.error().to_string());
  write_case(work, {name + "~both-all", name, old_all->method, new_all->method}, old_all->source, new_all->source,
             cases);
  write_case(work, {name + "~old-all", name, old_all->method, new_entry}, old_all->source, new_text, cases);
}

} // namespace

// Every pair of tests/pairs, rewritten in ways no caller can observe (frontend/java/
// neutral_rewrites.hpp: the class, helpers and locals renamed, members reordered, unused code
// added, comments and layout changed, `this.` written out) keeps its verdict: alone on the new
// version, all together on both versions and on the old one. The derived checks' NEQ witnesses
// make the versions differ on the JVM, and their EQ versions agree there.
//
// Time budget (6 minutes on two cores): a derived check costs about what its pair's does, and a
// pair's check of a second or more mostly ends where a limit stops it, so the pairs are checked
// first and only those decided within a second, no limit reached, are rewritten: each of them by
// every rewrite alone (where it changes the new version), and by all of them together.
TEST_CASE("neutral rewrites of every pair keep its verdict, and the JVM agrees", "[metamorphic]") {
  using java::neutral_rewrite;
  require_jvm();
  const fs::path work = make_workdir("metamorphic");
  std::vector<fs::path> dirs;
  for (const auto &e : fs::directory_iterator(SYMDELTA_PAIRS_DIR))
    if (e.is_directory() && fs::exists(e.path() / "old.java")) dirs.push_back(e.path());
  std::sort(dirs.begin(), dirs.end());
  REQUIRE(dirs.size() >= 40);

  std::vector<metamorphic_case> originals;
  for (const auto &dir : dirs) {
    const annotated_pair pair = read_pair(dir);
    write_case(work / "pairs", {pair.name, pair.name, pair.method, pair.new_method}, file_text(dir / "old.java"),
               file_text(dir / "new.java"), originals);
  }
  const auto start = std::chrono::steady_clock::now();
  const auto seconds_since = [](std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
  };
  const auto original = run_bench(work / "pairs", originals);
  const double pairs_seconds = seconds_since(start);

  constexpr double target_seconds = 1.0;
  const std::vector<neutral_rewrite> alone(java::all_neutral_rewrites.begin(), java::all_neutral_rewrites.end());
  std::vector<metamorphic_case> cases;
  std::size_t targets = 0;
  for (const auto &dir : dirs) {
    const auto o = original.find(dir.filename().string());
    if (o == original.end() || o->second.limited || o->second.seconds >= target_seconds) continue;
    ++targets;
    derive_cases(dir, alone, work / "derived", cases);
  }
  const auto derived_start = std::chrono::steady_clock::now();
  const auto derived = run_bench(work / "derived", cases);
  const double derived_seconds = seconds_since(derived_start);

  // every derived verdict against its original's
  std::size_t changed = 0, undecided = 0;
  std::vector<annotated_pair> jvm_pairs;
  for (const auto &c : cases) {
    const auto o = original.find(c.pair), d = derived.find(c.name);
    INFO(c.name);
    REQUIRE(o != original.end());
    REQUIRE(d != derived.end());
    const std::string &before = o->second.result, &after = d->second.result;
    if (before != after) {
      // EQ against NEQ is a contradiction whatever stopped either check
      const bool opposite = (before == "EQ" && after == "NEQ") || (before == "NEQ" && after == "EQ");
      const bool by_time = !opposite && (o->second.limited || d->second.limited);
      ++(by_time ? undecided : changed);
      fmt::print("  {}: {} -> {}{}\n", c.name, before, after, by_time ? " (undecided by time)" : "");
    }
    // the decided ones on the JVM: an EQ's versions agree, a NEQ's witness makes them differ
    const nlohmann::json &witness = d->second.witness;
    const bool witnessed =
        after == "NEQ" && witness.is_object() && witness.contains("input") && !witness["input"].empty();
    if (after != "EQ" && !witnessed) continue;
    annotated_pair p;
    p.name = std::regex_replace(c.name, std::regex("[^A-Za-z0-9_]"), "_");
    p.dir = work / "derived" / c.name;
    p.expected = p.jvm_expected = after;
    p.method = c.method;
    p.new_method = c.new_method;
    if (witnessed)
      for (const auto &[input, value] : witness["input"].items())
        p.named_witness.emplace_back(input, value.get<std::string>());
    jvm_pairs.push_back(std::move(p));
  }
  fmt::print("metamorphic: {} pairs, {} derived checks, {} verdicts changed, {} undecided by time\n", targets,
             cases.size(), changed, undecided);
  fmt::print("  ({} of {} pairs rewritten: those decided within {} s; {} decided derived checks run on the JVM)\n",
             targets, dirs.size(), target_seconds, jvm_pairs.size());
  CHECK(changed == 0);
  REQUIRE(!jvm_pairs.empty());
  const auto jvm_start = std::chrono::steady_clock::now();
  check_pairs_on_jvm(jvm_pairs, work / "jvm");
  fmt::print("  bench of the pairs {:.0f} s, of the derived cases {:.0f} s; the JVM {:.0f} s; in all {:.0f} s\n",
             pairs_seconds, derived_seconds, seconds_since(jvm_start), seconds_since(start));
  fs::remove_all(work);
}

// ---- generated pairs (java_pairs.hpp): oracles 2 and 3 of issue 48 ---------------------------------

namespace {

/// A number from the environment, else `fallback`.
std::uint64_t env_number(const char *name, std::uint64_t fallback) {
  const char *env = std::getenv(name);
  return env && *env ? std::stoull(env) : fallback;
}

/// A generated pair written as a case of `symdelta bench`: DIR/g<seed>/old.java and new.java.
struct generated_case {
  std::uint64_t seed = 0;
  std::string name;
  testing::generated_pair pair;
};

std::vector<std::string> named_values_text(const std::vector<std::pair<std::string, std::string>> &values) {
  std::vector<std::string> out;
  for (const auto &[name, value] : values)
    out.push_back(name + " = " + value);
  return out;
}

/// What the JVM (Java semantics) or our ideal interpreter (ideal semantics) says of a verdict.
struct pair_failure {
  std::string kind; // wrong-neq, wrong-eq, interpreter
  std::string semantics, verdict, detail;
  std::vector<std::string> differing_input; // an input the versions differ on, as Java literals in the plan's order
};

/// The files javac refuses among `files` (its errors' file names); FAILs when it fails otherwise.
std::set<std::string> javac_refused(const std::vector<std::string> &files, const fs::path &work) {
  fs::create_directories(work / "javac-classes");
  std::ofstream list(work / "javac-sources.txt");
  for (const auto &f : files)
    list << shell_quote(f) << "\n";
  list.close();
  const fs::path err = work / "javac-check.err";
  if (sh(fmt::format("javac -nowarn -encoding UTF-8 -d {} @{} 2> {}", shell_quote((work / "javac-classes").string()),
                     shell_quote((work / "javac-sources.txt").string()), shell_quote(err.string()))) == 0)
    return {};
  std::set<std::string> refused;
  std::ifstream in(err);
  static const std::regex error_line(R"(^(.*\.java):\d+: error:.*)");
  std::string all;
  for (std::string line; std::getline(in, line);) {
    all += line + "\n";
    if (std::smatch m; std::regex_match(line, m, error_line)) refused.insert(m[1].str());
  }
  INFO(all);
  REQUIRE(!refused.empty());
  return refused;
}

/// The pairs of seeds [first, first + count) our frontend and javac accept, written under `dir`; a
/// rewrite either refuses is replaced by another of the same program. The old version's class is
/// G<seed>, the new one's H<seed> for one pair in three (the class renamed), else G<seed> too.
std::vector<generated_case> write_generated_pairs(std::uint64_t first, std::uint64_t count, const fs::path &dir,
                                                  const fs::path &work, std::map<std::string, std::size_t> &refusals) {
  std::vector<generated_case> cases;
  for (std::uint64_t seed = first; seed < first + count; ++seed) {
    const std::string old_class = fmt::format("G{}", seed);
    const std::string new_class = seed % 3 == 0 ? fmt::format("H{}", seed) : old_class;
    const fs::path folder = dir / fmt::format("g{}", seed);
    std::set<std::uint32_t> covered; // the program's lines some boundary or random input runs
    for (unsigned attempt = 0; attempt < 8; ++attempt) {
      auto pair = testing::java_pair_maker::make(seed, old_class, new_class, attempt);
      if (!pair) break;
      fs::create_directories(folder);
      std::ofstream(folder / "old.java") << pair->old_text;
      std::ofstream(folder / "new.java") << pair->new_text;
      auto prog = java::frontend::parse_file(folder / "old.java");
      if (!prog) {
        ++refusals["frontend refuses the generated program"];
        break;
      }
      if (!java::frontend::parse_file(folder / "new.java")) {
        ++refusals["frontend refuses the rewrite " + pair->rewrite.substr(0, pair->rewrite.find(':'))];
        continue;
      }
      // Most rewrites should change code that runs: generated methods return early often, and a
      // rewrite of dead code tests little but that (one seed in five keeps its first rewrite)
      if (attempt == 0) {
        engine::run_options opts;
        opts.step_budget = 300'000;
        opts.record_lines = true;
        const auto fn = prog->find_function("snippet");
        engine::interpreter interp(*prog, opts);
        input_generator gen(seed);
        for (std::size_t k = 0; k < 40 && fn != ir::no_function; ++k) {
          std::vector<engine::value> args;
          for (const auto t : prog->functions[fn].param_types())
            args.push_back(gen.boundary_or_random(t, k));
          const auto out = interp.call(fn, std::move(args));
          covered.insert(out.lines.begin(), out.lines.end());
        }
      }
      std::size_t line = 1; // the first line the rewrite changed (the class's name aside)
      const std::string rewritten =
          std::regex_replace(pair->new_text, std::regex("\\b" + new_class + "\\b"), old_class);
      for (std::size_t i = 0;
           i < std::min(pair->old_text.size(), rewritten.size()) && pair->old_text[i] == rewritten[i]; ++i)
        line += pair->old_text[i] == '\n';
      if (covered.count(static_cast<std::uint32_t>(line)) == 0 && seed % 5 != 0 && attempt < 5) {
        ++refusals["rewrites of lines no input ran, replaced"];
        continue;
      }
      cases.push_back({seed, fmt::format("g{}", seed), std::move(*pair)});
      break;
    }
    if (cases.empty() || cases.back().seed != seed) fs::remove_all(folder);
  }
  // javac: each version under a class name of its own, all in one run; a refused case is dropped
  // (our frontend accepting what javac refuses is printed: the frontend should refuse it too)
  const fs::path src = work / "javac-src";
  fs::create_directories(src);
  std::vector<std::string> files;
  for (const auto &c : cases)
    for (int v = 0; v < 2; ++v) {
      const std::string name = fmt::format("J{}_{}", c.seed, v == 0 ? "old" : "new");
      const std::string &text = v == 0 ? c.pair.old_text : c.pair.new_text;
      files.push_back((src / (name + ".java")).string());
      std::ofstream(files.back()) << std::regex_replace(text, std::regex(fmt::format("\\b[GH]{}\\b", c.seed)), name);
    }
  const auto refused = javac_refused(files, work);
  std::vector<generated_case> kept;
  for (auto &c : cases) {
    const bool bad = refused.count((src / fmt::format("J{}_old.java", c.seed)).string()) ||
                     refused.count((src / fmt::format("J{}_new.java", c.seed)).string());
    if (!bad) {
      kept.push_back(std::move(c));
      continue;
    }
    ++refusals["javac refuses what the frontend accepts"];
    fmt::print("javac refuses g{} ({}), which our frontend accepts:\n{}", c.seed, c.pair.rewrite, c.pair.new_text);
    fs::remove_all(dir / c.name);
  }
  return kept;
}

/// Java semantics' verdicts against the JVM: every NEQ's witness replays and differs there
/// (oracle 2), every EQ's versions agree on `eq_inputs` boundary and random inputs (oracle 3),
/// and our interpreter agrees with the JVM on every run (oracle 1, on the pairs' versions).
/// `jvm_differs` (by case) says which pairs' versions the JVM showed different.
std::map<std::string, std::vector<pair_failure>>
judge_on_jvm(const std::vector<generated_case> &cases, const fs::path &dir,
             const std::map<std::string, bench_outcome> &verdicts, std::size_t eq_inputs, const fs::path &work,
             std::map<std::string, bool> &jvm_differs,
             const std::map<std::string, std::vector<std::string>> &known_inputs = {}) {
  std::vector<annotated_pair> pairs;
  for (const auto &c : cases) {
    annotated_pair p;
    p.name = c.name;
    p.dir = dir / c.name;
    const auto v = verdicts.find(c.name);
    p.expected = p.jvm_expected = v == verdicts.end() ? "" : v->second.result;
    if (p.expected == "NEQ") p.named_witness = neq_input(v->second);
    if (const auto known = known_inputs.find(c.name); known != known_inputs.end()) p.witness = known->second;
    p.random_inputs = p.expected == "EQ" ? eq_inputs : 50;
    p.corner_inputs = true;
    pairs.push_back(std::move(p));
  }
  const auto results = run_pairs_on_jvm(pairs, work);
  std::map<std::string, std::vector<pair_failure>> failures;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const annotated_pair &p = pairs[i];
    const pair_on_jvm &r = results[i];
    jvm_differs[p.name] = r.differing > 0;
    if (r.witness_unbuildable)
      fmt::print("{}: the witness ({}) cannot be run\n", p.name, fmt::join(named_values_text(p.named_witness), ", "));
    else if (p.expected == "NEQ" && !r.witness_differs)
      failures[p.name].push_back({"wrong-neq", "java", p.expected,
                                  p.named_witness.empty()
                                      ? std::string("NEQ without an input that shows it")
                                      : fmt::format("the witness ({}) does not make the versions differ on the JVM: {}",
                                                    fmt::join(named_values_text(p.named_witness), ", "),
                                                    r.first_difference.empty() ? "no input did" : r.first_difference),
                                  r.first_difference_inputs});
    if (p.expected == "EQ" && r.differing > 0)
      failures[p.name].push_back(
          {"wrong-eq", "java", p.expected,
           fmt::format("{} of {} inputs differ on the JVM, the first {}", r.differing, r.inputs, r.first_difference),
           r.first_difference_inputs});
    for (const auto &d : r.interpreter_disagreements)
      failures[p.name].push_back({"interpreter", "java", p.expected, d, {}});
  }
  return failures;
}

/// Ideal semantics' verdicts against our interpreter in ideal semantics (integers unbounded,
/// doubles real): the JVM does not compute in it. Every NEQ's witness makes the versions differ,
/// every EQ's versions agree on `eq_inputs` inputs (those the ideal runs can decide).
std::map<std::string, std::vector<pair_failure>>
judge_in_ideal_semantics(const std::vector<generated_case> &cases, const fs::path &dir,
                         const std::map<std::string, bench_outcome> &verdicts, std::size_t eq_inputs,
                         std::size_t &undecidable) {
  std::map<std::string, std::vector<pair_failure>> failures;
  for (const auto &c : cases) {
    const auto v = verdicts.find(c.name);
    if (v == verdicts.end() || (v->second.result != "EQ" && v->second.result != "NEQ")) continue;
    auto versions =
        engine::compared_versions<java::frontend>(java::frontend::parse_file(dir / c.name / "old.java"),
                                                  java::frontend::parse_file(dir / c.name / "new.java"), "", "");
    INFO(c.name);
    REQUIRE(versions);
    // A NEQ claims an exact difference of reals: its witness is judged without a tolerance, so
    // that a difference too small for the runs' doubles (61 on 1.7e38) is one they cannot tell,
    // not an agreement. An EQ's runs allow the witnesses' relative tolerance.
    const bool neq = v->second.result == "NEQ";
    const engine::witness_runner runner(versions->prog[0], versions->fn[0], versions->prog[1], versions->fn[1],
                                        neq ? 0.0 : 1e-9, 300'000, observe_mode::everything, receiver_mode::automatic,
                                        engine::default_heap_bound, true);
    if (neq) {
      const auto witness = neq_input(v->second);
      std::vector<input_value> named;
      for (const auto &[name, value] : witness)
        named.push_back({name, value});
      const auto args = runner.arguments(named);
      const auto w = args ? runner.run(*args) : witness_record{};
      if (!args) // an input no run can build (an array of a billion elements): nothing to judge
        fmt::print("{}: the witness ({}) cannot be run\n", c.name, fmt::join(named_values_text(witness), ", "));
      if (!args || w.status == witness_status::undecidable)
        ++undecidable;
      else if (w.status != witness_status::confirmed)
        failures[c.name].push_back(
            {"wrong-neq",
             "ideal",
             "NEQ",
             fmt::format("the witness {} does not make the versions differ in ideal semantics: old {}, new {}",
                         fmt::join(named_values_text(witness), ", "), w.old_effect, w.new_effect),
             {}});
      continue;
    }
    input_generator gen(c.seed);
    std::mt19937_64 rng(c.seed);
    const auto types = runner.input_types();
    for (std::size_t k = 0; k < eq_inputs; ++k) {
      std::vector<engine::value> values;
      for (const auto t : types)
        values.push_back(engine::is_input_type(t) ? gen.boundary_or_random(t, k)
                                                  : engine::value::of(ir::scalar::of_int(-1)));
      engine::choose_references(runner.plan(), values, rng);
      const auto w = runner.run(values);
      if (w.status == witness_status::undecidable) {
        ++undecidable;
        continue;
      }
      if (w.status != witness_status::confirmed) continue;
      std::vector<std::string> literals;
      for (std::size_t i = 0; i < values.size(); ++i)
        literals.push_back(engine::plan_literal(runner.plan(), i, values[i]));
      failures[c.name].push_back({"wrong-eq", "ideal", "EQ",
                                  fmt::format("the versions differ in ideal semantics on ({}): old {}, new {}",
                                              fmt::join(literals, ", "), w.old_effect, w.new_effect),
                                  literals});
      break;
    }
  }
  return failures;
}

/// Does the pair in `folder` still fail as `failure` did? Its check is run again (`symdelta
/// check`, the same options), then judged as the campaign judged it.
bool still_fails(const fs::path &folder, const pair_failure &failure, const std::string &options, std::uint64_t seed) {
  if (!java::frontend::parse_file(folder / "old.java") || !java::frontend::parse_file(folder / "new.java"))
    return false;
  const fs::path work = folder.string() + "-work";
  fs::remove_all(work);
  fs::create_directories(work);
  {
    const fs::path src = work / "javac-src";
    fs::create_directories(src);
    std::vector<std::string> files;
    for (const char *v : {"old", "new"}) {
      std::ifstream in(folder / (std::string(v) + ".java"));
      std::stringstream text;
      text << in.rdbuf();
      files.push_back((src / fmt::format("J{}.java", v)).string());
      std::ofstream(files.back()) << std::regex_replace(text.str(), std::regex(fmt::format("\\b[GH]{}\\b", seed)),
                                                        std::string("J") + v);
    }
    if (!javac_refused(files, work).empty()) return false;
  }
  const fs::path cases = work / "cases";
  fs::create_directories(cases / "m");
  fs::copy_file(folder / "old.java", cases / "m" / "old.java");
  fs::copy_file(folder / "new.java", cases / "m" / "new.java");
  const std::vector<metamorphic_case> one{{"m", "m", "", ""}};
  const auto verdicts = run_bench(cases, one, options);
  const auto v = verdicts.find("m");
  if (v == verdicts.end()) return false;
  const std::vector<generated_case> as_case{{seed, "m", {}}};
  std::map<std::string, std::vector<pair_failure>> found;
  if (failure.kind == "interpreter" || failure.semantics == "java") {
    std::map<std::string, bool> differs;
    std::map<std::string, std::vector<std::string>> known;
    if (failure.kind == "wrong-eq") known["m"] = failure.differing_input;
    found = judge_on_jvm(as_case, cases, verdicts, 200, work / "jvm", differs, known);
  } else {
    std::size_t undecidable = 0;
    found = judge_in_ideal_semantics(as_case, cases, verdicts, 300, undecidable);
  }
  fs::remove_all(work);
  for (const auto &f : found["m"])
    if (f.kind == failure.kind) return true;
  return false;
}

/// Delta debugging on the program text of a failing pair: statements and members (a line, or a
/// block from its header to its closing line) are deleted from both versions where both
/// have them, else from one, as long as the pair still fails the same way; until no deletion does.
void minimise(const fs::path &folder, const pair_failure &failure, const std::string &options, std::uint64_t seed) {
  auto read_lines = [](const fs::path &file) {
    std::vector<std::string> lines;
    std::ifstream in(file);
    for (std::string l; std::getline(in, l);)
      lines.push_back(l);
    return lines;
  };
  auto write_lines = [](const fs::path &file, const std::vector<std::string> &lines) {
    std::ofstream out(file);
    for (const auto &l : lines)
      out << l << "\n";
  };
  auto indent = [](const std::string &l) { return l.find_first_not_of(' '); };
  // the lines [k, end) of a statement that starts at line k (a block: up to its closing line)
  auto unit_end = [&](const std::vector<std::string> &lines, std::size_t k) {
    if (lines[k].empty() || lines[k].back() != '{') return k + 1;
    for (std::size_t j = k + 1; j < lines.size(); ++j)
      if (indent(lines[j]) == indent(lines[k]) && lines[j].find_first_not_of(' ') != std::string::npos &&
          lines[j][indent(lines[j])] == '}' && lines[j].back() != '{')
        return j + 1;
    return k + 1;
  };
  std::vector<std::string> version[2] = {read_lines(folder / "old.java"), read_lines(folder / "new.java")};
  std::size_t trials = 0;
  for (bool changed = true; changed && trials < 400;) {
    changed = false;
    for (int v = 0; v < 2 && !changed; ++v)
      for (std::size_t k = 1; k < version[v].size() && !changed; ++k) {
        const std::string &first = version[v][k];
        const auto start = first.find_first_not_of(' ');
        // a statement, or a member (a field, a helper, a nested class) but the compared method
        if (start == std::string::npos || first[start] == '}' || indent(first) < 2 ||
            first.find(" snippet(") != std::string::npos)
          continue;
        const std::size_t end = unit_end(version[v], k);
        const std::vector<std::string> unit(version[v].begin() + static_cast<std::ptrdiff_t>(k),
                                            version[v].begin() + static_cast<std::ptrdiff_t>(end));
        std::vector<std::string> candidate[2] = {version[0], version[1]};
        candidate[v].erase(candidate[v].begin() + static_cast<std::ptrdiff_t>(k),
                           candidate[v].begin() + static_cast<std::ptrdiff_t>(end));
        // the same statement in the other version, at its first place
        auto &other = candidate[1 - v];
        for (std::size_t j = 0; j + unit.size() <= other.size(); ++j)
          if (std::equal(unit.begin(), unit.end(), other.begin() + static_cast<std::ptrdiff_t>(j))) {
            other.erase(other.begin() + static_cast<std::ptrdiff_t>(j),
                        other.begin() + static_cast<std::ptrdiff_t>(j + unit.size()));
            break;
          }
        const fs::path trial = folder.string() + "-trial";
        fs::remove_all(trial);
        fs::create_directories(trial);
        write_lines(trial / "old.java", candidate[0]);
        write_lines(trial / "new.java", candidate[1]);
        ++trials;
        if (still_fails(trial, failure, options, seed)) {
          version[0] = candidate[0];
          version[1] = candidate[1];
          changed = true;
        }
        fs::remove_all(trial);
      }
  }
  write_lines(folder / "old.java", version[0]);
  write_lines(folder / "new.java", version[1]);
  fmt::print("  minimised in {} trials: {} and {} lines\n", trials, version[0].size(), version[1].size());
}

/// Writes a failing pair, minimised, as a pair for tests/pairs: its header says what failed.
void file_failure(const fs::path &into, const generated_case &c, const pair_failure &f, const std::string &options) {
  const fs::path folder = into / fmt::format("{}-{}-g{}", f.kind, f.semantics, c.seed);
  fs::create_directories(folder);
  std::ofstream(folder / "old.java") << c.pair.old_text;
  std::ofstream(folder / "new.java") << c.pair.new_text;
  minimise(folder, f, options, c.seed);
  std::ifstream in(folder / "old.java");
  std::stringstream text;
  text << in.rdbuf();
  std::ofstream out(folder / "old.java");
  // (a wrong NEQ's versions may still differ on another input: then that one is the witness)
  const std::string truth = f.differing_input.empty() ? (f.kind == "wrong-neq" ? "EQ" : "?") : "NEQ";
  out << "// expected: " << truth << "\n"
      << "// why: generated pair (seed " << c.seed << ", " << c.pair.rewrite << "); symdelta said " << f.verdict
      << " in " << f.semantics << " semantics (" << f.kind << "): " << f.detail << "\n";
  if (!f.differing_input.empty())
    out << "// witness: " << fmt::format("{}", fmt::join(f.differing_input, ", ")) << "\n";
  if (f.semantics == "java") out << "// jvm: " << (f.kind == "interpreter" ? f.verdict : truth) << "\n";
  out << text.str();
  fmt::print("  filed as {}\n", folder.string());
}

} // namespace

// Oracles 2 and 3 of issue 48: pairs of generated programs (tests/jvm/java_pairs.hpp: a program
// and a rewrite of it, meant to keep or to change its behaviour) checked by `symdelta bench` in
// Java semantics and in ideal semantics. In Java semantics every NEQ's witness makes the
// versions differ on the JVM, every EQ's versions agree there on a thousand boundary and random
// inputs (two thousand runs), and our interpreter agrees with the JVM on every run; in ideal
// semantics the same is asked of our interpreter in ideal semantics. Maybe verdicts are counted.
// A failure is minimised (delta debugging on the text) and written as a pair for tests/pairs:
// into $SYMDELTA_GENERATED_FAILURES, else into the test's folder, kept and named.
//
// SYMDELTA_PAIR_SEEDS=FIRST:COUNT (default 0:150), SYMDELTA_PAIR_TIMEOUT (seconds a check,
// default 3), SYMDELTA_PAIR_EQ_INPUTS (default 1000), SYMDELTA_GENERATED_STATS=FILE (a JSON line
// of the counts appended).
TEST_CASE("generated pairs: NEQ witnesses differ and EQ versions agree on the JVM", "[generated-pairs]") {
  require_jvm();
  const auto [first, count] = generated_seeds("SYMDELTA_PAIR_SEEDS", 150);
  const std::uint64_t timeout = env_number("SYMDELTA_PAIR_TIMEOUT", 3);
  const std::size_t eq_inputs = env_number("SYMDELTA_PAIR_EQ_INPUTS", 1000);
  // the same seed, the same pair
  CHECK(testing::java_pair_maker::make(first, "G", "H")->new_text ==
        testing::java_pair_maker::make(first, "G", "H")->new_text);
  const fs::path work = make_workdir("generated-pairs");
  const fs::path dir = work / "cases";
  std::map<std::string, std::size_t> refusals;
  const auto cases = write_generated_pairs(first, count, dir, work, refusals);
  std::vector<metamorphic_case> listed;
  for (const auto &c : cases)
    listed.push_back({c.name, c.name, "", ""});
  nlohmann::json stats = {{"seeds", fmt::format("{}:{}", first, count)}, {"pairs", cases.size()}};
  for (const auto &[why, n] : refusals)
    stats["refused"][why] = n;
  std::size_t failures = 0;
  const char *into = std::getenv("SYMDELTA_GENERATED_FAILURES");
  for (const std::string semantics : {"java", "ideal"}) {
    const std::string options = fmt::format("--semantics {} --timeout {}", semantics, timeout);
    const auto t0 = std::chrono::steady_clock::now();
    const auto verdicts = run_bench(dir, listed, options);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::map<std::string, bool> jvm_differs;
    std::size_t undecidable = 0;
    const auto found = semantics == "java"
                           ? judge_on_jvm(cases, dir, verdicts, eq_inputs, work / ("jvm-" + semantics), jvm_differs)
                           : judge_in_ideal_semantics(cases, dir, verdicts, eq_inputs / 4, undecidable);
    // verdicts by the rewrite's intent, and (Java) what the JVM showed of the Maybe ones
    std::map<std::string, std::map<std::string, std::size_t>> by_intent;
    for (const auto &c : cases) {
      const auto v = verdicts.find(c.name);
      const std::string verdict = v == verdicts.end() ? "MISSING" : v->second.result;
      ++by_intent[c.pair.meant_to_preserve ? "meant to preserve" : "meant to change"][verdict];
      if (semantics == "java" && verdict != "EQ" && verdict != "NEQ")
        ++by_intent[verdict + " (the JVM)"][jvm_differs[c.name] ? "differ" : "agree on all inputs"];
    }
    fmt::print("{} generated pairs (seeds {} to {}), {} semantics, checked in {:.1f} s:\n", cases.size(), first,
               first + count - 1, semantics, seconds);
    for (const auto &[intent, counts] : by_intent) {
      fmt::print("  {}:", intent);
      for (const auto &[verdict, n] : counts)
        fmt::print(" {} {}", verdict, n);
      fmt::print("\n");
      stats[semantics][intent] = counts;
    }
    if (semantics == "ideal") fmt::print("  ideal runs that could not decide: {}\n", undecidable);
    stats[semantics]["seconds"] = seconds;
    stats[semantics]["failures"] = 0;
    for (const auto &[name, list] : found)
      for (const auto &f : list) {
        ++failures;
        stats[semantics]["failures"] = stats[semantics]["failures"].get<int>() + 1;
        const auto c = std::find_if(cases.begin(), cases.end(), [&](const auto &x) { return x.name == name; });
        fmt::print("FAILURE {} ({}, {} semantics, {}): {}\n{}--- new version ---\n{}", name, f.kind, semantics,
                   c->pair.rewrite, f.detail, c->pair.old_text, c->pair.new_text);
        file_failure(into ? fs::path(into) : work / "failures", *c, f, options);
      }
  }
  if (const char *file = std::getenv("SYMDELTA_GENERATED_STATS"); file && *file)
    std::ofstream(file, std::ios::app) << stats.dump() << "\n";
  CHECK(cases.size() * 10 >= count * 9); // (a rewrite our frontend or javac refuses is replaced)
  CHECK(failures == 0);
  if (failures == 0 || into)
    fs::remove_all(work);
  else
    fmt::print("the failing pairs are kept in {}\n", (work / "failures").string());
}
