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

#include "symdelta/cli/jvm_replay.hpp"
#include "symdelta/engine/interpreter.hpp"
#include "symdelta/engine/java_format.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/frontend/java/neutral_rewrites.hpp"
#include "symdelta/ir/intrinsic.hpp"

#include "java_generator.hpp"

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
      "timeout 900 java -Xss16m -XX:-ShowCodeDetailsInExceptionMessages -cp {}:{} Harness {} {} 2> {}",
      shell_quote(classes.string()), shell_quote(harness_dir.string()), shell_quote((work / "input.tsv").string()),
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

/// The seeds the generated programs' test runs: SYMDELTA_GENERATED_SEEDS=FIRST:COUNT, else 0:1000.
std::pair<std::uint64_t, std::uint64_t> generated_seeds() {
  const char *env = std::getenv("SYMDELTA_GENERATED_SEEDS");
  if (!env || !*env) return {0, 1000};
  const std::string text = env;
  const auto colon = text.find(':');
  INFO("SYMDELTA_GENERATED_SEEDS='" << text << "' is not FIRST:COUNT");
  REQUIRE(colon != std::string::npos);
  std::size_t end = 0;
  const std::uint64_t first = std::stoull(text.substr(0, colon), &end);
  REQUIRE(end == colon);
  const std::uint64_t count = std::stoull(text.substr(colon + 1), &end);
  REQUIRE(end == text.size() - colon - 1);
  return {first, count};
}

} // namespace

// Oracle 1 of issue 48: random methods (tests/jvm/java_generator.hpp), each run by our
// interpreter and by the JVM on boundary and random inputs, return the same value or throw the
// same exception. A disagreement prints the program and the input.
TEST_CASE("generated programs agree with the JVM", "[generated]") {
  require_jvm();
  const auto [first, count] = generated_seeds();
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

/// Every pair behaves on the JVM as annotated: an EQ pair's versions agree on every input tried,
/// a NEQ pair's witness makes them differ (in the components its `differs` names); our
/// interpreter agrees with the JVM on each run.
void check_pairs_on_jvm(const std::vector<annotated_pair> &pairs, const fs::path &work) {
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
      REQUIRE(inputs);
      r.inputs.push_back(std::move(*inputs));
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
    std::mt19937_64 rng(std::hash<std::string>{}(p.name));
    for (std::size_t k = 0; k < 60; ++k) {
      std::vector<engine::value> values;
      for (const auto t : types)
        values.push_back(engine::is_input_type(t) ? pair_input(t, k, rng) : engine::value::of(ir::scalar::of_int(-1)));
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
  std::size_t next = 0, interpreter_disagreements = 0, unmodelled = 0;
  for (const auto &r : runs) {
    const annotated_pair &p = *r.pair;
    std::size_t differing = 0;
    for (std::size_t k = 0; k < r.inputs.size(); ++k) {
      // the JVM names the classes as renamed (P_x_old_V.Shape{...}, static.P_x_old_V.Holder.K): back to V
      const std::string old_line = std::regex_replace(jvm[next++], std::regex("\\b" + prefix(p, 0)), "");
      const std::string new_line = std::regex_replace(jvm[next++], std::regex("\\b" + prefix(p, 1)), "");
      for (int v = 0; v < 2; ++v) { // our interpreter agrees with the JVM on both versions
        engine::concrete_entry entry = engine::build_entry(r.plan, v, r.prog[v], r.inputs[k]);
        engine::outcome ours =
            engine::interpreter(r.prog[v]).call(r.fn[v], std::move(entry.args), entry.receiver_fields, entry.receiver);
        ours.input_objects = entry.input_objects; // encoded as #k: like the harness's
        // (a transcendental function may be 1 ulp off the JVM's: the differential test replays those;
        // a run of what no run models, Character's methods beyond ASCII, has nothing to compare)
        if (ours.used_transcendental) continue;
        if (ours.what == engine::outcome::kind::undecidable) {
          ++unmodelled;
          continue;
        }
        const std::string line = encode_outcome(ours, r.prog[v]);
        const bool same = same_behaviour(line, v == 0 ? old_line : new_line);
        if (!same && ++interpreter_disagreements <= 10)
          fmt::print("  {} ({}): jvm '{}', symdelta '{}'\n", p.name, v == 0 ? "old" : "new",
                     v == 0 ? old_line : new_line, line);
      }
      // (the new version's classes named as it is compared: its counterparts' names)
      const auto differs = cli::jvm::jvm_differs(old_line, cli::jvm::as_compared(new_line, r.prog[1]), r.prog[0],
                                                 r.prog[0].functions[r.fn[0]], 0.0);
      INFO(p.name << " input " << k << ": old " << old_line << "; new " << new_line);
      REQUIRE(differs);
      differing += !differs->empty();
      if (!differs->empty() && p.jvm_expected == "EQ" && differing <= 2) // what the failed check below counts
        fmt::print("  {} input {} differs on the JVM: old '{}', new '{}'\n", p.name, k, old_line, new_line);
      if (k == 0 && (!p.witness.empty() || !p.named_witness.empty())) {
        CHECK(differs->empty() == (p.jvm_expected == "EQ"));
        for (const auto &c : p.differs)
          CHECK(std::find(differs->begin(), differs->end(), c) != differs->end());
      }
    }
    INFO(p.name << ": " << differing << " of " << r.inputs.size() << " inputs differ on the JVM");
    if (p.jvm_expected == "EQ") CHECK(differing == 0);
  }
  fmt::print("{} annotated pairs checked on the JVM ({} runs); our interpreter disagreed with the JVM {} times, did "
             "not model {} runs\n",
             pairs.size(), lines.size(), interpreter_disagreements, unmodelled);
  CHECK(interpreter_disagreements == 0);
  CHECK(unmodelled * 100 < lines.size()); // (Character's methods beyond ASCII only)
  fs::remove_all(work);
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
  bool limited = false; // a time limit (the check's or a query's) or the depth limit stopped it
  nlohmann::json witness;
};

/// Writes the cases' folders' cases.tsv, runs `symdelta bench` on them (the defaults: pasda, Z3,
/// Java semantics, 10 s) and reads its verdicts by case.
std::map<std::string, bench_outcome> run_bench(const fs::path &dir, const std::vector<metamorphic_case> &cases) {
  {
    std::ofstream tsv(dir / "cases.tsv");
    tsv << "case\texpected\tmethod\tnew_method\n";
    for (const auto &c : cases)
      tsv << c.name << "\t?\t" << c.method << "\t" << c.new_method << "\n";
  }
  const fs::path json = dir.string() + ".json", log = dir.string() + ".txt";
  const std::string command =
      fmt::format("{} bench {} --jobs 2 --json {} > {} 2>&1", SYMDELTA_PROGRAM, shell_quote(dir.string()),
                  shell_quote(json.string()), shell_quote(log.string()));
  sh(command);
  INFO(command << "\n" << file_text(log));
  REQUIRE(fs::exists(json));
  std::ifstream in(json);
  const nlohmann::json doc = nlohmann::json::parse(in);
  std::map<std::string, bench_outcome> out;
  for (const auto &c : doc.at("cases")) {
    bench_outcome o{c.at("result").get<std::string>(), c.value("runtime_s", 0.0), c.value("timed_out", false),
                    c.value("witness", nlohmann::json())};
    o.limited = o.limited || o.result == "TIMEOUT" || o.result == "DEPTH_LIMITED";
    for (const auto &p : c.value("partitions", nlohmann::json::array()))
      for (const char *query : {"pc", "neq", "eq"})
        o.limited = o.limited || (p.contains(query) && p[query].value("status", "") == "timeout");
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
