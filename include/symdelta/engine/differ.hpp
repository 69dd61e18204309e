#pragma once
// The front door: check two versions of a method with a frontend, a solver backend and a
// classification policy chosen at compile time.
//
//   symdelta::differ<symdelta::java::frontend, symdelta::solver::z3, symdelta::policy::pasda> d{options};
//   symdelta::run_record run = d.check_files("Old.java", "New.java", "snippet");
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/engine/ideal_semantics.hpp"
#include "symdelta/engine/product_explorer.hpp"
#include "symdelta/engine/records.hpp"
#include "symdelta/frontend/frontend.hpp"
#include "symdelta/policy/policy.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta {

/// The method to run or compare: `name` if given (when overloaded, the version taking `argc`
/// arguments), else `snippet` if the class has one, else the first method declared.
inline result<std::uint32_t> entry_method(const ir::program &p, const std::string &name,
                                          std::optional<std::size_t> argc = std::nullopt) {
  const std::string wanted = name.empty() && p.find_function("snippet") != ir::no_function ? "snippet" : name;
  std::vector<std::uint32_t> named;
  for (std::uint32_t i = 0; i < p.functions.size(); ++i) {
    const auto &f = p.functions[i];
    if (f.is_constructor) continue;
    if (wanted.empty()) return i;
    if (f.name == wanted) named.push_back(i);
  }
  if (named.empty()) {
    if (wanted.empty()) return diagnostic{diagnostic::kind::usage, p.file, {}, "the class declares no method"};
    return diagnostic{
        diagnostic::kind::usage, p.file, {}, fmt::format("no method named '{}' in class {}", wanted, p.class_name)};
  }
  if (named.size() == 1 || !argc) return named[0];
  std::vector<std::uint32_t> by_arity;
  for (auto i : named)
    if (p.functions[i].param_count == *argc) by_arity.push_back(i);
  if (by_arity.size() == 1) return by_arity[0];
  return diagnostic{
      diagnostic::kind::usage,
      p.file,
      {},
      fmt::format("method '{}' is overloaded; {} of its versions take {} arguments", wanted, by_arity.size(), *argc)};
}

template <frontend Frontend, solver::backend Solver, classification_policy Policy,
          template <class> class Semantics = engine::ideal_semantics>
class differ {
public:
  explicit differ(check_options options = {}) : options_(options) {}

  run_record check_files(const std::filesystem::path &old_file, const std::filesystem::path &new_file,
                         const std::string &method = {}) {
    const auto start = clock::now();
    auto old_p = Frontend::parse_file(old_file);
    auto new_p = Frontend::parse_file(new_file);
    return check_programs(std::move(old_p), std::move(new_p), method, start);
  }

  run_record check(const std::string &old_source, const std::string &new_source, const std::string &method = {}) {
    const auto start = clock::now();
    return check_programs(Frontend::parse(old_source, "old"), Frontend::parse(new_source, "new"), method, start);
  }

private:
  using clock = std::chrono::steady_clock;
  check_options options_;

  static double since(clock::time_point t) { return std::chrono::duration<double>(clock::now() - t).count(); }

  run_record check_programs(result<ir::program> old_p, result<ir::program> new_p, const std::string &method,
                            clock::time_point start) {
    run_record run;
    run.policy = std::string(Policy::name);
    run.solver = std::string(Solver::name);
    run.semantics = "ideal";
    run.options = options_;
    run.method = method;
    auto fail = [&](const diagnostic &d) {
      run.result = verdict::error;
      run.error = d.to_string();
      run.seconds = since(start);
      return run;
    };
    if (!old_p) return fail(old_p.error());
    if (!new_p) return fail(new_p.error());
    run.old_file = old_p->file;
    run.new_file = new_p->file;
    auto old_fn = entry_method(*old_p, method);
    if (!old_fn) return fail(old_fn.error());
    auto new_fn = entry_method(*new_p, old_p->functions[*old_fn].name);
    if (!new_fn) return fail(new_fn.error());
    const auto &fo = old_p->functions[*old_fn];
    const auto &fn = new_p->functions[*new_fn];
    run.method = fo.name;
    if (fo.param_types() != fn.param_types() || fo.ret != fn.ret)
      return fail(diagnostic{diagnostic::kind::type, new_p->file, fn.pos,
                             "the two versions of the method have different signatures"});
    run.steps.initialization = since(start);

    const auto explore_start = clock::now();
    try {
      Solver solver;
      engine::product_explorer<Solver, Semantics, Policy> explorer(solver, *old_p, *old_fn, *new_p, *new_fn, options_);
      explorer.explore(run, start + options_.run_timeout);
    } catch (const diagnostic_error &e) {
      return fail(e.diag);
    } catch (const std::exception &e) {
      return fail(diagnostic{diagnostic::kind::internal, {}, {}, e.what()});
    }
    double classification = 0;
    for (const auto &p : run.partitions)
      classification += p.seconds;
    run.steps.partition_classification = classification;
    run.steps.symbolic_execution = since(explore_start) - classification;

    const auto program_start = clock::now();
    std::vector<partition_class> classes;
    for (const auto &p : run.partitions)
      classes.push_back(p.classes.overall);
    run.result = Policy::classify_program(classes, run_facts{!run.error.empty(), run.timed_out});
    run.steps.program_classification = since(program_start);
    run.seconds = since(start);
    return run;
  }
};

} // namespace symdelta
