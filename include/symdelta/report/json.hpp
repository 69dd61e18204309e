#pragma once
// Everything a check records, as JSON (documented in docs/json.md), and back: the CLI gets a
// check's record from the child process that ran it as JSON and stores it from there.
#include <cmath>
#include <limits>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "symdelta/model/records.hpp"

namespace symdelta::report {

/// JSON text of `j` (indented by `indent` spaces, or on one line when negative). Strings may hold
/// bytes that are not UTF-8 (file names are bytes): each such byte becomes U+FFFD instead of the
/// exception nlohmann::json::dump throws. Every JSON the CLI writes goes through here.
inline std::string json_text(const nlohmann::json &j, int indent = -1) {
  return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

inline nlohmann::json to_json(const query_record &q) {
  return {
      {"status", to_string(q.status)}, {"reason", q.reason}, {"approximated", q.approximated}, {"seconds", q.seconds}};
}

inline nlohmann::json to_json(const effect &e) {
  nlohmann::json observed = nlohmann::json::array();
  for (const auto &o : e.observed)
    observed.push_back({{"component", o.component}, {"symbolic", o.symbolic}, {"concrete", o.concrete}});
  return {{"kind", to_string(e.what)},
          {"symbolic", e.symbolic},
          {"concrete", e.concrete},
          {"lines", e.lines},
          {"observed", observed}};
}

inline nlohmann::json to_json(const std::vector<input_value> &in) {
  nlohmann::json input = nlohmann::json::object();
  for (const auto &i : in)
    input[i.name] = i.value;
  return input;
}

inline nlohmann::json to_json(const witness_record &w) {
  return {{"status", to_string(w.status)}, {"old", w.old_effect},       {"new", w.new_effect},
          {"differs", w.differs},          {"detail", w.detail},        {"on_path", w.on_path},
          {"jvm", to_string(w.jvm)},       {"jvm_detail", w.jvm_detail}};
}

inline nlohmann::json to_json(const program_witness &w) {
  if (!w.found()) return nullptr;
  return {{"source", w.source},   {"input", to_json(w.input)}, {"old", w.old_effect},       {"new", w.new_effect},
          {"differs", w.differs}, {"jvm", to_string(w.jvm)},   {"jvm_detail", w.jvm_detail}};
}

inline nlohmann::json to_json(const prepass_record &p) {
  return {{"tried", p.tried}, {"undecidable", p.undecidable}, {"seconds", p.seconds}, {"skipped", p.skipped}};
}

inline nlohmann::json to_json(const ideal_stage_record &s) {
  if (s.result.empty()) return nullptr;
  return {{"result", s.result}, {"partitions", s.partitions}, {"models", s.models}, {"seconds", s.seconds}};
}

inline nlohmann::json to_json(const loop_pair_record &l) {
  return {{"id", l.id},         {"old_at", l.old_at}, {"new_at", l.new_at},
          {"edit", l.edit},     {"proved", l.proved}, {"invariant", l.invariant},
          {"reason", l.reason}, {"rounds", l.rounds}, {"seconds", l.seconds}};
}

inline nlohmann::json loop_pairs_json(const std::vector<loop_pair_record> &pairs) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto &l : pairs)
    out.push_back(to_json(l));
  return out;
}

inline nlohmann::json to_json(const loop_stage_record &s) {
  if (s.result.empty()) return nullptr;
  return {{"result", s.result}, {"partitions", s.partitions}, {"decided", s.decided}, {"seconds", s.seconds}};
}

inline nlohmann::json to_json(const jvm_test_record &t) {
  return {{"inputs", t.inputs}, {"differing", t.differing}, {"first", to_json(t.first)}, {"detail", t.detail}};
}

inline nlohmann::json to_json(const partition_record &p) {
  const nlohmann::json input = to_json(p.input);
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
          {"provenance", to_string(p.provenance)},
          {"differs", p.differs},
          {"witness", to_json(p.witness)},
          {"seconds", p.seconds},
          {"error", p.error}};
}

/// The options that decide a check's result (run_from_json reads them back).
inline nlohmann::json to_json(const check_options &o) {
  return {{"depth", o.depth},
          {"timeout_s", o.run_timeout.count() / 1000.0},
          {"query_timeout_s", o.query_timeout.count() / 1000.0},
          {"h1_timeout_s", o.h1_timeout.count() / 1000.0},
          {"abstract_helpers", o.abstract_helpers},
          {"adaptive_depth", o.adaptive_depth},
          {"witnesses", o.witnesses},
          {"tolerance", o.tolerance},
          {"prepass_share", o.prepass_share},
          {"prepass_inputs", o.prepass_inputs},
          {"first_witness", o.first_witness},
          {"stop_when_settled", o.stop_when_settled},
          {"ideal_first_share", o.ideal_first_share},
          {"observe", to_string(o.observe)},
          {"receiver", to_string(o.receiver)},
          {"enable_assertions", o.enable_assertions},
          {"loop_proofs", o.loop_proofs}};
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
  nlohmann::json classes = nlohmann::json::array();
  for (const auto &c : r.classes)
    classes.push_back({{"old", c.old_name}, {"new", c.new_name}, {"why", c.why}});
  return {{"old_file", r.old_file},
          {"new_file", r.new_file},
          {"method", r.method},
          {"new_method", r.new_method},
          {"classes", classes},
          {"policy", r.policy},
          {"solver", r.solver},
          {"semantics", r.semantics},
          {"options", to_json(r.options)},
          {"depth", r.depth},
          {"depth_rounds", r.depth_rounds},
          {"result", to_string(r.result)},
          {"timed_out", r.timed_out},
          {"depth_limited", r.depth_limited},
          {"approximated", r.approximated},
          {"error", r.error},
          {"witness", to_json(r.witness)},
          {"prepass", to_json(r.prepass)},
          {"ideal_stage", to_json(r.ideal_stage)},
          {"loop_pairs", loop_pairs_json(r.loop_pairs)},
          {"loop_stage", to_json(r.loop_stage)},
          {"jvm_test", to_json(r.jvm_test)},
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

// --- reading back -------------------------------------------------------------------------------
// Missing fields keep their defaults: a check killed before it finished has only what it streamed.

template <class E> E enum_field(const nlohmann::json &j, const char *key, E fallback) {
  if (!j.contains(key) || !j[key].is_string()) return fallback;
  return from_string<E>(j[key].get<std::string>()).value_or(fallback);
}

inline std::chrono::milliseconds seconds_field(const nlohmann::json &j, const char *key,
                                               std::chrono::milliseconds fallback) {
  if (!j.contains(key) || !j[key].is_number()) return fallback;
  return std::chrono::milliseconds(std::llround(j[key].get<double>() * 1000));
}

/// A count, an index or a depth: as j.value(key, fallback), but a number outside T's range (a double
/// too large for it, or negative) reads as the fallback, where converting it is undefined (found by
/// fuzzing).
template <class T> bool fits_whole(const nlohmann::json &v) {
  if (!v.is_number_float()) return true;
  const double d = v.get<double>();
  return d >= 0 && d < static_cast<double>(std::numeric_limits<T>::max());
}

template <class T> T whole_field(const nlohmann::json &j, const char *key, T fallback) {
  if (const auto it = j.find(key); it != j.end() && !fits_whole<T>(*it)) return fallback;
  return j.value(key, fallback);
}

/// A list of line numbers or depths: its items as whole_field reads one, those outside T's range
/// left out.
template <class T> std::vector<T> whole_items(const nlohmann::json &j, const char *key) {
  std::vector<T> out;
  if (const auto it = j.find(key); it != j.end() && it->is_array())
    for (const auto &item : *it)
      if (fits_whole<T>(item)) out.push_back(item.get<T>());
  return out;
}

inline query_record query_from_json(const nlohmann::json &j) {
  query_record q;
  q.status = enum_field(j, "status", query_status::unknown);
  q.reason = j.value("reason", std::string());
  q.approximated = j.value("approximated", false);
  q.seconds = j.value("seconds", 0.0);
  return q;
}

inline effect effect_from_json(const nlohmann::json &j) {
  effect e;
  e.what = enum_field(j, "kind", effect::kind::not_run);
  e.symbolic = j.value("symbolic", std::string());
  e.concrete = j.value("concrete", std::string());
  for (const std::uint32_t line : whole_items<std::uint32_t>(j, "lines"))
    e.lines.insert(line);
  for (const auto &o : j.value("observed", nlohmann::json::array()))
    e.observed.push_back(
        {o.value("component", std::string()), o.value("symbolic", std::string()), o.value("concrete", std::string())});
  return e;
}

/// Inputs come back in the order of their names (a JSON object keeps no order).
inline std::vector<input_value> inputs_from_json(const nlohmann::json &input) {
  std::vector<input_value> out;
  if (!input.is_object()) return out;
  for (const auto &[name, value] : input.items())
    out.push_back({name, value.is_string() ? value.get<std::string>() : json_text(value)});
  return out;
}

inline witness_record witness_from_json(const nlohmann::json &j) {
  witness_record w;
  if (!j.is_object()) return w;
  w.status = enum_field(j, "status", witness_status::not_run);
  w.old_effect = j.value("old", std::string());
  w.new_effect = j.value("new", std::string());
  w.differs = j.value("differs", std::vector<std::string>{});
  w.detail = j.value("detail", std::string());
  w.on_path = j.value("on_path", false);
  w.jvm = enum_field(j, "jvm", witness_status::not_run);
  w.jvm_detail = j.value("jvm_detail", std::string());
  return w;
}

inline program_witness program_witness_from_json(const nlohmann::json &j) {
  program_witness w;
  if (!j.is_object()) return w;
  w.source = j.value("source", std::string());
  w.input = inputs_from_json(j.value("input", nlohmann::json::object()));
  w.old_effect = j.value("old", std::string());
  w.new_effect = j.value("new", std::string());
  w.differs = j.value("differs", std::vector<std::string>{});
  w.jvm = enum_field(j, "jvm", witness_status::not_run);
  w.jvm_detail = j.value("jvm_detail", std::string());
  return w;
}

inline partition_record partition_from_json(const nlohmann::json &j) {
  partition_record p;
  p.index = whole_field(j, "index", std::size_t{0});
  p.iteration = whole_field(j, "iteration", std::size_t{1});
  p.path_condition = j.value("path_condition", std::string());
  const nlohmann::json none = nlohmann::json::object();
  p.pc = query_from_json(j.value("pc", none));
  p.neq = query_from_json(j.value("neq", none));
  p.eq = query_from_json(j.value("eq", none));
  p.input = inputs_from_json(j.value("input", none));
  p.old_version = effect_from_json(j.value("old", none));
  p.new_version = effect_from_json(j.value("new", none));
  p.classes.reach = enum_field(j, "reachability", reachability::maybe_reachable);
  p.classes.output = enum_field(j, "output_class", partition_class::unknown);
  p.classes.overall = enum_field(j, "class", partition_class::unknown);
  p.provenance = enum_field(j, "provenance", neq_provenance::none);
  p.differs = j.value("differs", std::vector<std::string>{});
  p.witness = witness_from_json(j.value("witness", none));
  p.seconds = j.value("seconds", 0.0);
  p.error = j.value("error", std::string());
  return p;
}

inline iteration_record iteration_from_json(const nlohmann::json &j) {
  iteration_record i;
  i.index = whole_field(j, "index", std::size_t{1});
  i.mode = j.value("mode", std::string());
  i.abstracted = whole_field(j, "abstracted", std::size_t{0});
  i.refined = j.value("refined", std::string());
  i.heuristic = j.value("heuristic", std::string());
  i.candidates = j.value("candidates", std::vector<std::string>{});
  i.result = enum_field(j, "result", verdict::unknown);
  i.timed_out = j.value("timed_out", false);
  i.partitions = whole_field(j, "partitions", std::size_t{0});
  i.seconds = j.value("seconds", 0.0);
  return i;
}

/// The inverse of to_json(run_record) for what that writes; options it does not write keep
/// their defaults.
inline run_record run_from_json(const nlohmann::json &j) {
  run_record r;
  r.old_file = j.value("old_file", std::string());
  r.new_file = j.value("new_file", std::string());
  r.method = j.value("method", std::string());
  r.new_method = j.value("new_method", std::string());
  if (const auto c = j.find("classes"); c != j.end() && c->is_array())
    for (const auto &x : *c)
      if (x.is_object())
        r.classes.push_back(
            {x.value("old", std::string()), x.value("new", std::string()), x.value("why", std::string())});
  r.policy = j.value("policy", std::string());
  r.solver = j.value("solver", std::string());
  r.semantics = j.value("semantics", std::string());
  const nlohmann::json none = nlohmann::json::object();
  const nlohmann::json o = j.value("options", none);
  r.options.depth = whole_field(o, "depth", r.options.depth);
  r.options.run_timeout = seconds_field(o, "timeout_s", r.options.run_timeout);
  r.options.query_timeout = seconds_field(o, "query_timeout_s", r.options.query_timeout);
  r.options.h1_timeout = seconds_field(o, "h1_timeout_s", r.options.h1_timeout);
  r.options.abstract_helpers = o.value("abstract_helpers", r.options.abstract_helpers);
  r.options.adaptive_depth = o.value("adaptive_depth", r.options.adaptive_depth);
  r.options.witnesses = o.value("witnesses", r.options.witnesses);
  r.options.tolerance = o.value("tolerance", r.options.tolerance);
  r.options.prepass_share = o.value("prepass_share", r.options.prepass_share);
  r.options.prepass_inputs = whole_field(o, "prepass_inputs", r.options.prepass_inputs);
  r.options.first_witness = o.value("first_witness", r.options.first_witness);
  r.options.stop_when_settled = o.value("stop_when_settled", r.options.stop_when_settled);
  r.options.ideal_first_share = o.value("ideal_first_share", r.options.ideal_first_share);
  r.options.observe = enum_field(o, "observe", r.options.observe);
  r.options.receiver = enum_field(o, "receiver", r.options.receiver);
  r.options.enable_assertions = o.value("enable_assertions", r.options.enable_assertions);
  r.options.loop_proofs = o.value("loop_proofs", r.options.loop_proofs);
  r.depth = whole_field(j, "depth", r.options.depth);
  r.depth_rounds = whole_items<std::uint32_t>(j, "depth_rounds");
  r.result = enum_field(j, "result", verdict::error);
  r.timed_out = j.value("timed_out", false);
  r.depth_limited = j.value("depth_limited", false);
  r.approximated = j.value("approximated", false);
  r.error = j.value("error", std::string());
  r.witness = program_witness_from_json(j.value("witness", nlohmann::json()));
  const nlohmann::json pre = j.value("prepass", none);
  r.prepass.tried = whole_field(pre, "tried", std::size_t{0});
  r.prepass.undecidable = whole_field(pre, "undecidable", std::size_t{0});
  r.prepass.seconds = pre.value("seconds", 0.0);
  r.prepass.skipped = pre.value("skipped", std::string());
  const nlohmann::json stage = j.value("ideal_stage", none);
  if (stage.is_object()) {
    r.ideal_stage.result = stage.value("result", std::string());
    r.ideal_stage.partitions = whole_field(stage, "partitions", std::size_t{0});
    r.ideal_stage.models = whole_field(stage, "models", std::size_t{0});
    r.ideal_stage.seconds = stage.value("seconds", 0.0);
  }
  const nlohmann::json loops = j.value("loop_pairs", none);
  if (loops.is_array())
    for (const auto &l : loops) {
      if (!l.is_object()) continue;
      loop_pair_record lr;
      lr.id = whole_field(l, "id", std::uint32_t{0});
      lr.old_at = l.value("old_at", std::string());
      lr.new_at = l.value("new_at", std::string());
      lr.edit = l.value("edit", std::string());
      lr.proved = l.value("proved", false);
      lr.invariant = l.value("invariant", std::vector<std::string>{});
      lr.reason = l.value("reason", std::string());
      lr.rounds = whole_field(l, "rounds", std::size_t{0});
      lr.seconds = l.value("seconds", 0.0);
      r.loop_pairs.push_back(std::move(lr));
    }
  const nlohmann::json loop_stage = j.value("loop_stage", none);
  if (loop_stage.is_object()) {
    r.loop_stage.result = loop_stage.value("result", std::string());
    r.loop_stage.partitions = whole_field(loop_stage, "partitions", std::size_t{0});
    r.loop_stage.decided = loop_stage.value("decided", false);
    r.loop_stage.seconds = loop_stage.value("seconds", 0.0);
  }
  const nlohmann::json test = j.value("jvm_test", none);
  r.jvm_test.inputs = whole_field(test, "inputs", std::size_t{0});
  r.jvm_test.differing = whole_field(test, "differing", std::size_t{0});
  r.jvm_test.first = inputs_from_json(test.value("first", none));
  r.jvm_test.detail = test.value("detail", std::string());
  r.seconds = j.value("seconds", 0.0);
  const nlohmann::json s = j.value("steps", none);
  r.steps.initialization = s.value("initialization", 0.0);
  r.steps.symbolic_execution = s.value("symbolic_execution", 0.0);
  r.steps.partition_classification = s.value("partition_classification", 0.0);
  r.steps.program_classification = s.value("program_classification", 0.0);
  r.steps.refinement = s.value("refinement", 0.0);
  r.steps.finalization = s.value("finalization", 0.0);
  for (const auto &i : j.value("iterations", nlohmann::json::array()))
    r.iterations.push_back(iteration_from_json(i));
  r.reported_iteration = whole_field(j, "reported_iteration", std::size_t{1});
  for (const auto &p : j.value("partitions", nlohmann::json::array()))
    r.partitions.push_back(partition_from_json(p));
  return r;
}

} // namespace symdelta::report
