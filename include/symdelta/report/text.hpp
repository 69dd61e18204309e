#pragma once
// Human-readable report of a check: the verdict line, a partition table in the spirit of the
// PASDA paper's Table 3, and a witness input for every Neq partition.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/model/records.hpp"

namespace symdelta::report {

/// How the text report is written: terms longer than `width` characters are cut there, with how
/// much was left out, unless `full` (a path condition can be a 100-way `ite` chain).
struct text_options {
  bool full = false;
  std::size_t width = 120;
};

inline std::string elided(const std::string &s, const text_options &o) {
  if (o.full || s.size() <= o.width) return s;
  std::size_t cut = o.width;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) // not inside a UTF-8 character
    --cut;
  return fmt::format("{} ... [{} more characters; --full shows them]", s.substr(0, cut), s.size() - cut);
}

inline std::string lines_text(const std::set<std::uint32_t> &lines) {
  std::string s;
  std::uint32_t run_start = 0, prev = 0;
  auto flush = [&] {
    if (!run_start) return;
    s += (s.empty() ? "" : ",") + (run_start == prev ? fmt::format("{}", prev) : fmt::format("{}-{}", run_start, prev));
  };
  for (auto l : lines) {
    if (run_start && l == prev + 1) {
      prev = l;
      continue;
    }
    flush();
    run_start = prev = l;
  }
  flush();
  return s.empty() ? "-" : s;
}

inline std::string output_text(const effect &e) {
  switch (e.what) {
  case effect::kind::returned: // a literal is its own value
    return e.concrete.empty() || e.concrete == e.symbolic ? e.symbolic : fmt::format("{} = {}", e.symbolic, e.concrete);
  case effect::kind::threw: return e.symbolic;
  case effect::kind::depth_limited: return "(depth limit)";
  case effect::kind::not_run: return "-";
  }
  return "-";
}

/// A component's value: its term or literal, and its value under the model where that says more.
inline std::string observed_text(const observed_value &o) {
  return o.concrete.empty() || o.concrete == o.symbolic ? o.symbolic : fmt::format("{} = {}", o.symbolic, o.concrete);
}

/// ", differs: a, b" when components are named.
inline std::string differs_text(const std::vector<std::string> &differs) {
  return differs.empty() ? "" : fmt::format(" (differs: {})", fmt::join(differs, ", "));
}

inline std::string inputs_text(const std::vector<input_value> &input) {
  std::string s;
  for (const auto &i : input)
    s += (s.empty() ? "" : ", ") + fmt::format("{} = {}", i.name, i.value);
  return s;
}

/// "<status>[: <detail>]" of a JVM replay (--confirm-jvm).
inline std::string jvm_text(witness_status status, const std::string &detail) {
  return fmt::format("{}{}", to_string(status), detail.empty() ? "" : ": " + detail);
}

/// One partition's block of the report.
inline std::string partition_text(const partition_record &p, const text_options &o = {}) {
  std::string out;
  out += fmt::format("partition {}: {}{}  [{} / {}]\n", p.index, to_string(p.classes.overall),
                     p.provenance == neq_provenance::none ? "" : fmt::format(" ({})", to_string(p.provenance)),
                     to_string(p.classes.reach), to_string(p.classes.output));
  out += fmt::format("  PC:      {}\n", elided(p.path_condition, o));
  out += fmt::format("  lines:   v1 {}  v2 {}\n", lines_text(p.old_version.lines), lines_text(p.new_version.lines));
  out += fmt::format("  output:  v1 {}\n           v2 {}\n", elided(output_text(p.old_version), o),
                     elided(output_text(p.new_version), o));
  for (std::size_t k = 0; k < p.old_version.observed.size() && k < p.new_version.observed.size(); ++k)
    out += fmt::format("  {}:\n           v1 {}\n           v2 {}\n", p.old_version.observed[k].component,
                       elided(observed_text(p.old_version.observed[k]), o),
                       elided(observed_text(p.new_version.observed[k]), o));
  if (!p.differs.empty()) out += fmt::format("  differs: {}\n", fmt::join(p.differs, ", "));
  out += fmt::format("  queries: PC {}{}  NEQ {}{}  EQ {}{}\n", to_string(p.pc.status),
                     p.pc.approximated ? " (UIF)" : "", to_string(p.neq.status), p.neq.approximated ? " (UIF)" : "",
                     to_string(p.eq.status), p.eq.approximated ? " (UIF)" : "");
  if (!p.input.empty())
    out += fmt::format("  {}  {}\n",
                       p.classes.overall == partition_class::neq ? "witness:" : "input:  ", inputs_text(p.input));
  if (p.witness.status != witness_status::not_run) {
    out += fmt::format(
        "  run:     {}: old {}, new {}{}{}{}\n", to_string(p.witness.status), p.witness.old_effect,
        p.witness.new_effect, differs_text(p.witness.differs), p.witness.detail.empty() ? "" : "; " + p.witness.detail,
        p.witness.status == witness_status::confirmed && !p.witness.on_path ? " (off the partition's lines)" : "");
    if (p.witness.jvm != witness_status::not_run)
      out += fmt::format("  jvm:     {}\n", jvm_text(p.witness.jvm, p.witness.jvm_detail));
  }
  if (!p.error.empty()) out += fmt::format("  error:   {}\n", p.error);
  return out;
}

/// The classes the versions name differently, as matched ("classes matched: oldV = newV (the
/// compared method's class)"), and those of one version only: names in the rest of the report
/// are the old version's (docs/engine.md, "How versions correspond").
inline std::string classes_text(const std::vector<class_match_record> &classes) {
  std::vector<std::string> matched, alone;
  for (const auto &c : classes)
    if (c.why == "package")
      matched.push_back(fmt::format("package {} = {}", c.old_name.empty() ? "(default)" : c.old_name,
                                    c.new_name.empty() ? "(default)" : c.new_name));
    else if (c.old_name.empty() || c.new_name.empty())
      alone.push_back(fmt::format("{} ({})", c.old_name.empty() ? c.new_name : c.old_name, c.why));
    else
      matched.push_back(fmt::format("{} = {} ({})", c.old_name, c.new_name, c.why));
  std::string out;
  if (!matched.empty())
    out +=
        fmt::format("classes matched: {} (the report names them as the old version does)\n", fmt::join(matched, ", "));
  if (!alone.empty()) out += fmt::format("classes without a counterpart: {}\n", fmt::join(alone, ", "));
  return out;
}

/// The loop-pair stage (docs/loops.md): each pair with its invariant or why it has none, and
/// what the exploration with the proved pairs abstracted found.
inline std::string loop_pairs_text(const run_record &run) {
  std::string out;
  for (const auto &l : run.loop_pairs)
    out += l.edit.starts_with("helper ")
               ? fmt::format("{} (old {}, new {}): the same code, one function of its arguments\n", l.edit, l.old_at,
                             l.new_at)
           : l.edit.starts_with("recursion ")
               ? fmt::format("{} (old {}, new {}): {} ({:.3f} s)\n", l.edit, l.old_at, l.new_at,
                             l.proved ? "equal by mutual summaries: the same result and the same calls where the calls "
                                        "are assumed equal on equal arguments"
                                      : "not proved: " + l.reason,
                             l.seconds)
           : l.proved ? fmt::format("loop pair L{} (old {}, new {}, {}): coupled on {} ({} rounds, {:.3f} s)\n", l.id,
                                    l.old_at, l.new_at, l.edit,
                                    l.invariant.empty() ? std::string("nothing")
                                                        : fmt::format("{}", fmt::join(l.invariant, ", ")),
                                    l.rounds, l.seconds)
                      : fmt::format("loop pair L{} (old {}, new {}, {}): not proved: {}\n", l.id, l.old_at, l.new_at,
                                    l.edit, l.reason);
  if (!run.loop_stage.result.empty())
    out += fmt::format("loop-pair stage: {} over {} partitions in {:.3f} s{}\n", run.loop_stage.result,
                       run.loop_stage.partitions, run.loop_stage.seconds,
                       run.loop_stage.decided ? " (the verdict)" : ", not decided: the policy's iterations follow");
  return out;
}

/// The verdict line first ("result: NEQ"), then the partitions.
inline std::string to_text(const run_record &run, const text_options &o = {}) {
  std::string out = fmt::format("result: {}\n", to_string(run.result));
  if (!run.error.empty()) out += fmt::format("error: {}\n", run.error);
  // adaptive depth: "depth 20 (auto: 10, 20, 40)", the reported round first
  const std::string depth = !run.options.adaptive_depth ? std::to_string(run.options.depth)
                            : run.depth_rounds.empty()
                                ? (run.loop_stage.decided ? fmt::format("{} (the loop-pair stage's)", run.depth)
                                                          : std::string("auto (no exploration)"))
                                : fmt::format("{} (auto: {})", run.depth, fmt::join(run.depth_rounds, ", "));
  const std::string method =
      run.new_method.empty() ? run.method : fmt::format("{} (new: {})", run.method, run.new_method);
  out += fmt::format("method {} | policy {} | solver {} | semantics {} | depth {}{}{}{} | {:.3f} s{}{}{}\n", method,
                     run.policy, run.solver, run.semantics, depth,
                     run.options.receiver == receiver_mode::automatic
                         ? std::string()
                         : fmt::format(" | receiver {}", to_string(run.options.receiver)),
                     run.options.observe == observe_mode::return_only ? " | observes the return only" : "",
                     run.options.stop_when_settled ? " | explored until settled" : "", run.seconds,
                     run.timed_out ? " | timed out" : "", run.depth_limited ? " | depth-limited" : "",
                     run.approximated ? " | approximations (UIF)" : "");
  if (!run.classes.empty()) out += classes_text(run.classes);
  if (run.witness.found()) {
    out += fmt::format("witness ({}): {} -> old {}, new {}{}\n", run.witness.source, inputs_text(run.witness.input),
                       run.witness.old_effect, run.witness.new_effect, differs_text(run.witness.differs));
    if (run.witness.jvm != witness_status::not_run)
      out += fmt::format("witness on the JVM: {}\n", jvm_text(run.witness.jvm, run.witness.jvm_detail));
  }
  if (run.jvm_test.inputs > 0)
    out += run.jvm_test.differing == 0
               ? fmt::format("JVM test: the versions agree on all {} inputs\n", run.jvm_test.inputs)
               : fmt::format("JVM test: the versions differ on {} of {} inputs, first {}: {} (contradicts {})\n",
                             run.jvm_test.differing, run.jvm_test.inputs, inputs_text(run.jvm_test.first),
                             run.jvm_test.detail, to_string(run.result));
  else if (!run.jvm_test.detail.empty())
    out += fmt::format("JVM test: not run: {}\n", run.jvm_test.detail);
  if (!run.prepass.skipped.empty() || run.prepass.tried > 0)
    out += fmt::format("pre-pass: {}\n", !run.prepass.skipped.empty()
                                             ? run.prepass.skipped
                                             : fmt::format("{} inputs ({} undecidable) in {:.3f} s", run.prepass.tried,
                                                           run.prepass.undecidable, run.prepass.seconds));
  if (!run.ideal_stage.result.empty())
    out += fmt::format("ideal-semantics stage: {} over {} partitions, {} of their inputs run in Java's arithmetic, "
                       "in {:.3f} s\n",
                       run.ideal_stage.result, run.ideal_stage.partitions, run.ideal_stage.models,
                       run.ideal_stage.seconds);
  if (!run.loop_pairs.empty()) out += loop_pairs_text(run);
  // the iterations, where there are several, code was abstracted, or one explored otherwise than
  // its policy does (a summary policy's partitions where objects are passed as inputs)
  const bool other_mode = std::any_of(run.iterations.begin(), run.iterations.end(),
                                      [](const iteration_record &i) { return i.mode.find('(') != std::string::npos; });
  if (run.iterations.size() > 1 || (!run.iterations.empty() && run.iterations[0].abstracted > 0) || other_mode) {
    for (const auto &i : run.iterations) {
      out +=
          fmt::format("iteration {}{}: {} ({}, {} functions abstracted{}, {} partitions, {:.3f} s){}\n", i.index,
                      i.index == run.reported_iteration ? " (reported)" : "", to_string(i.result), i.mode, i.abstracted,
                      i.refined.empty()     ? ""
                      : i.heuristic == "H1" ? fmt::format(", {} refined (H1's first yes in H3's order)", i.refined)
                                            : fmt::format(", {} refined (chosen by {} of {} candidates)", i.refined,
                                                          i.heuristic, i.candidates.size()),
                      i.partitions, i.seconds, i.timed_out ? " timed out" : "");
    }
  }
  if (run.partitions.empty()) return out;
  out += "\n";
  for (const auto &p : run.partitions)
    out += partition_text(p, o);
  return out;
}

} // namespace symdelta::report
