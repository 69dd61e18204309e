#pragma once
// --confirm-jvm: replays witnesses on the real JVM. Each version is compiled with javac, with
// the harness (jvm/Harness.java, embedded at build time), into a temporary folder; one JVM per
// version then runs every witness of the check in one batch. The JVM computes with Java's
// semantics (wrap-around, rounding), not ideal semantics: a witness it does not confirm is
// reported as such, which is how the two semantics part ways (an overflow, say).
#include <array>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "harness_source.hpp"
#include "symdelta/engine/records.hpp"
#include "symdelta/engine/witness.hpp"
#include "symdelta/frontend/java/frontend.hpp"

namespace symdelta::cli::jvm {

namespace fs = std::filesystem;

// ---- the harness's encodings (tests/jvm/README.md) ---------------------------------------------

inline std::string encode_scalar(const ir::scalar &s, bool canonical_nan) {
  using ir::prim;
  switch (s.ty.base) {
  case prim::boolean: return s.i ? "1" : "0";
  case prim::float_: {
    const float f = s.f;
    const auto bits = canonical_nan && f != f ? 0x7fc00000u : std::bit_cast<std::uint32_t>(f);
    return fmt::format("{:08x}", bits);
  }
  case prim::double_: {
    const double d = s.d;
    const auto bits = canonical_nan && d != d ? 0x7ff8000000000000ull : std::bit_cast<std::uint64_t>(d);
    return fmt::format("{:016x}", bits);
  }
  default: return fmt::format("{}", s.i);
  }
}

inline std::string encode_arg(const engine::value &v) {
  if (!v.s.ty.is_array()) return encode_scalar(v.s, false);
  const auto *a = v.array();
  if (!a) return "null";
  std::string s = fmt::format("{}:", a->items.size());
  for (std::size_t i = 0; i < a->items.size(); ++i)
    s += (i ? "," : "") + encode_scalar(a->items[i].s, false);
  return s;
}

/// The floating-point value of a result line "R <hex bits>" of a float or double method.
inline double floating_result(const std::string &line, ir::type ret) {
  const std::string v = line.substr(2);
  if (ret.is(ir::prim::double_)) return std::bit_cast<double>(std::stoull(v, nullptr, 16));
  return std::bit_cast<float>(static_cast<std::uint32_t>(std::stoul(v, nullptr, 16)));
}

/// A harness result line ("R 3", "R 3ff0000000000000", "T java.lang.ArithmeticException") as an
/// effect text like the witnesses' ("returns 3", "throws ...").
inline std::string effect_text(const std::string &line, ir::type ret) {
  if (line.starts_with("T ")) return "throws " + line.substr(2);
  if (!line.starts_with("R ")) return "harness error: " + (line.size() > 2 ? line.substr(2) : line);
  const std::string v = line.substr(2);
  if (v == "V") return "returns";
  if (ret.is(ir::prim::double_)) return "returns " + engine::java_to_string(floating_result(line, ret));
  if (ret.is(ir::prim::float_))
    return "returns " + engine::java_to_string(static_cast<float>(floating_result(line, ret)));
  if (ret.is_boolean()) return v == "1" ? "returns true" : "returns false";
  return "returns " + v;
}

// ---- running javac and java --------------------------------------------------------------------

inline std::string shell_quote(const std::string &s) {
  std::string q = "'";
  for (char c : s)
    q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

/// Both versions compiled, ready to replay inputs.
class replayer {
public:
  replayer(const fs::path &old_file, const ir::program &old_p, const fs::path &new_file, const ir::program &new_p)
      : prog_{&old_p, &new_p} {
    char tmpl[] = "/tmp/symdelta-jvm-XXXXXX";
    if (!::mkdtemp(tmpl)) {
      error_ = "cannot create a temporary folder";
      return;
    }
    work_ = tmpl;
    if (std::system("command -v javac >/dev/null 2>&1 && command -v java >/dev/null 2>&1") != 0) {
      error_ = "javac or java is not on the PATH";
      return;
    }
    const fs::path files[2] = {old_file, new_file};
    for (int v = 0; v < 2 && error_.empty(); ++v)
      compile(v, files[v]);
  }
  ~replayer() {
    std::error_code ec;
    if (!work_.empty()) fs::remove_all(work_, ec);
  }
  replayer(const replayer &) = delete;
  replayer &operator=(const replayer &) = delete;

  /// Why the JVM cannot replay ("" when it can).
  [[nodiscard]] const std::string &error() const { return error_; }

  /// Calls `method` of version v on each input (harness argument encodings); one result line each.
  std::vector<std::string> run(int v, const std::string &method, const std::vector<ir::type> &types,
                               const std::vector<std::vector<std::string>> &inputs) {
    std::string descriptor;
    for (const auto t : types)
      descriptor += ir::descriptor(t);
    const fs::path dir = work_ / fmt::format("v{}", v);
    {
      std::ofstream in(dir / "input.tsv");
      for (const auto &args : inputs)
        in << fmt::format("{}\t{}\t{}\t{}\n", prog_[v]->qualified_name(), method, descriptor, fmt::join(args, "\t"));
    }
    const std::string cmd =
        fmt::format("timeout 120 java -Xss16m -cp {} Harness {} {} 2> {}", shell_quote((dir / "classes").string()),
                    shell_quote((dir / "input.tsv").string()), shell_quote((dir / "output.tsv").string()),
                    shell_quote((dir / "java.err").string()));
    std::vector<std::string> out;
    if (std::system(cmd.c_str()) != 0) {
      error_ = "java failed: " + first_line(dir / "java.err");
      return out;
    }
    std::ifstream in(dir / "output.tsv");
    for (std::string line; std::getline(in, line);)
      out.push_back(line);
    if (out.size() != inputs.size()) error_ = "the harness's output is incomplete";
    return out;
  }

private:
  const ir::program *prog_[2];
  fs::path work_;
  std::string error_;

  static std::string first_line(const fs::path &file) {
    std::ifstream in(file);
    std::string line;
    std::getline(in, line);
    return line;
  }

  void compile(int v, const fs::path &source) {
    // javac wants a public class in a file of its name: copy the source under the class's name
    const fs::path dir = work_ / fmt::format("v{}", v);
    std::error_code ec;
    fs::create_directories(dir / "src", ec);
    fs::create_directories(dir / "classes", ec);
    fs::copy_file(source, dir / "src" / (prog_[v]->class_name + ".java"), fs::copy_options::overwrite_existing, ec);
    std::ofstream(dir / "src" / "Harness.java") << harness_java;
    if (ec) {
      error_ = fmt::format("cannot copy {}: {}", source.string(), ec.message());
      return;
    }
    const std::string cmd =
        fmt::format("javac --release 17 -nowarn -d {} {} {} > {} 2>&1", shell_quote((dir / "classes").string()),
                    shell_quote((dir / "src" / (prog_[v]->class_name + ".java")).string()),
                    shell_quote((dir / "src" / "Harness.java").string()), shell_quote((dir / "javac.err").string()));
    if (std::system(cmd.c_str()) != 0)
      error_ = fmt::format("javac rejects {}: {}", source.string(), first_line(dir / "javac.err"));
  }
};

/// Do the JVM's results differ? Floating-point results within the relative tolerance agree.
inline witness_status jvm_differs(const std::string &a, const std::string &b, ir::type ret, double tolerance) {
  if (!a.starts_with("R ") && !a.starts_with("T ")) return witness_status::undecidable;
  if (!b.starts_with("R ") && !b.starts_with("T ")) return witness_status::undecidable;
  if (a.starts_with("R ") && b.starts_with("R ") && ret.is_floating()) {
    const double x = floating_result(a, ret), y = floating_result(b, ret);
    if (std::isnan(x) || std::isnan(y))
      return std::isnan(x) && std::isnan(y) ? witness_status::not_confirmed : witness_status::confirmed;
    if (x == y) return witness_status::not_confirmed;
    const double gap = std::fabs(x - y);
    return gap > tolerance * std::max(std::fabs(x), std::fabs(y)) ? witness_status::confirmed
                                                                  : witness_status::not_confirmed;
  }
  return a != b ? witness_status::confirmed : witness_status::not_confirmed;
}

/// Replays the program's witness and every partition's model that ran as a witness on the JVM,
/// filling their `jvm` fields.
inline void confirm_on_jvm(run_record &run, double tolerance) {
  auto old_p = java::frontend::parse_file(run.old_file);
  auto new_p = java::frontend::parse_file(run.new_file);
  if (!old_p || !new_p) return; // the check reported the error already
  const std::uint32_t fn = old_p->find_function(run.method);
  if (fn == ir::no_function) return;
  const ir::function &f = old_p->functions[fn];
  const auto types = f.param_types();

  struct target {
    witness_status *status;
    std::string *detail;
    std::vector<std::string> args;
  };
  std::vector<target> targets;
  auto add = [&](const std::vector<input_value> &input, witness_status &status, std::string &detail) {
    std::vector<std::string> args;
    // reports keep inputs in parameter order; a record rebuilt from JSON keeps them by name
    for (std::size_t k = 0; k < types.size(); ++k) {
      const auto it =
          std::find_if(input.begin(), input.end(), [&](const input_value &i) { return i.name == f.locals[k].name; });
      const auto v = it == input.end() ? std::nullopt : engine::parse_input(it->value, types[k]);
      if (!v) {
        status = witness_status::undecidable;
        detail = "the input is not one of finite primitive values";
        return;
      }
      args.push_back(encode_arg(*v));
    }
    targets.push_back({&status, &detail, std::move(args)});
  };
  if (run.witness.found()) add(run.witness.input, run.witness.jvm, run.witness.jvm_detail);
  for (auto &p : run.partitions)
    if (p.witness.status != witness_status::not_run && !p.input.empty())
      add(p.input, p.witness.jvm, p.witness.jvm_detail);
  if (targets.empty()) return;

  replayer jvm(run.old_file, *old_p, run.new_file, *new_p);
  std::vector<std::vector<std::string>> inputs;
  for (const auto &t : targets)
    inputs.push_back(t.args);
  std::vector<std::string> results[2];
  for (int v = 0; v < 2 && jvm.error().empty(); ++v)
    results[v] = jvm.run(v, run.method, types, inputs);
  for (std::size_t k = 0; k < targets.size(); ++k) {
    if (!jvm.error().empty()) {
      *targets[k].status = witness_status::undecidable;
      *targets[k].detail = jvm.error();
      continue;
    }
    *targets[k].status = jvm_differs(results[0][k], results[1][k], f.ret, tolerance);
    *targets[k].detail =
        fmt::format("old {}, new {}", effect_text(results[0][k], f.ret), effect_text(results[1][k], f.ret));
  }
}

} // namespace symdelta::cli::jvm
