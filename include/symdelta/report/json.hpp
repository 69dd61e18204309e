#pragma once
// Everything a check records, as JSON (documented in docs/json.md).
#include <nlohmann/json.hpp>

#include "symdelta/engine/records.hpp"

namespace symdelta::report {

inline nlohmann::json to_json(const query_record &q) {
  return {{"status", solver::to_string(q.status)},
          {"reason", q.reason},
          {"approximated", q.approximated},
          {"seconds", q.seconds}};
}

inline nlohmann::json to_json(const effect &e) {
  static const char *kinds[] = {"returned", "threw", "depth_limited", "not_run"};
  return {{"kind", kinds[static_cast<int>(e.what)]},
          {"symbolic", e.symbolic},
          {"concrete", e.concrete},
          {"lines", e.lines}};
}

inline nlohmann::json to_json(const partition_record &p) {
  nlohmann::json input = nlohmann::json::object();
  for (const auto &i : p.input)
    input[i.name] = i.value;
  return {{"index", p.index},
          {"iteration", p.iteration},
          {"path_condition", p.path_condition},
          {"pc", to_json(p.pc)},
          {"neq", to_json(p.neq)},
          {"eq", to_json(p.eq)},
          {"input", input},
          {"old", to_json(p.old_version)},
          {"new", to_json(p.new_version)},
          {"reachability", to_string(p.classes.reach)},
          {"output_class", to_string(p.classes.output)},
          {"class", to_string(p.classes.overall)},
          {"seconds", p.seconds},
          {"error", p.error}};
}

inline nlohmann::json to_json(const iteration_record &i) {
  return {{"index", i.index},
          {"mode", i.mode},
          {"abstracted", i.abstracted},
          {"refined", i.refined},
          {"heuristic", i.heuristic},
          {"candidates", i.candidates},
          {"result", to_string(i.result)},
          {"timed_out", i.timed_out},
          {"partitions", i.partitions},
          {"seconds", i.seconds}};
}

inline nlohmann::json to_json(const run_record &r) {
  nlohmann::json parts = nlohmann::json::array();
  for (const auto &p : r.partitions)
    parts.push_back(to_json(p));
  nlohmann::json iterations = nlohmann::json::array();
  for (const auto &i : r.iterations)
    iterations.push_back(to_json(i));
  return {{"old_file", r.old_file},
          {"new_file", r.new_file},
          {"method", r.method},
          {"policy", r.policy},
          {"solver", r.solver},
          {"semantics", r.semantics},
          {"options",
           {{"depth", r.options.depth},
            {"timeout_s", r.options.run_timeout.count() / 1000.0},
            {"query_timeout_s", r.options.query_timeout.count() / 1000.0}}},
          {"result", to_string(r.result)},
          {"timed_out", r.timed_out},
          {"depth_limited", r.depth_limited},
          {"approximated", r.approximated},
          {"error", r.error},
          {"seconds", r.seconds},
          {"steps",
           {{"initialization", r.steps.initialization},
            {"symbolic_execution", r.steps.symbolic_execution},
            {"partition_classification", r.steps.partition_classification},
            {"program_classification", r.steps.program_classification},
            {"refinement", r.steps.refinement},
            {"finalization", r.steps.finalization}}},
          {"iterations", iterations},
          {"reported_iteration", r.reported_iteration},
          {"partitions", parts}};
}

} // namespace symdelta::report
