#pragma once
// Summary mode (DSE, ARDiff; docs/abstraction.md): each version is explored on its own into a
// summary, the disjunction over its paths of "path condition and the values of its path end's
// components"; both summaries are then checked at once, as one partition.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/engine/partition_check.hpp"

namespace symdelta::engine {

template <solver::backend S, template <class> class Semantics>
class summary_checker : public partition_checker<S, Semantics> {
  using base = partition_checker<S, Semantics>;

public:
  using typename base::clock;
  using typename base::observed;
  using typename base::outcome;
  using typename base::outcome_kind;
  using typename base::term;
  using typename base::value;

  /// One explored path of one version (summary mode).
  struct path_summary {
    term pc;
    outcome_kind what;
    std::vector<observed> observation; // what the path leaves for a caller to observe
    std::string result;                // its end, for the report
    std::set<std::uint32_t> lines;
    bool abstracted; // ran through an abstracted block
  };

protected:
  using base::abstracted;
  using base::add_name;
  using base::base;
  using base::classify_;
  using base::equal_concrete;
  using base::evidence_;
  using base::input_names_;
  using base::input_types_;
  using base::inputs_;
  using base::iteration_;
  using base::java_literal;
  using base::join;
  using base::model_inputs;
  using base::observe;
  using base::path_condition_term;
  using base::printed;
  using base::publish;
  using base::query_outputs;
  using base::result_text;
  using base::s_;
  using base::search_;
  using base::sem_;
  using base::shown;
  using base::to_record;
  using base::traces_;

  static constexpr std::chrono::milliseconds small_model_limit{200};
  std::vector<path_summary> summaries_[2];

  path_summary path_of(const outcome &o, int v) {
    path_summary p{path_condition_term(), o.what, {}, {}, traces_[v].lines, abstracted()};
    if (o.what == outcome_kind::depth_limited) return p;
    p.observation = observe(o, v);
    p.result = result_text(o, v);
    for (const auto &c : p.observation)
      if (c.v.what == value::kind::term) evidence_.note_term(v, *c.v.t);
    return p;
  }

  /// A component of the summaries: one constant per version for its value, and one for
  /// whether the version's path defines it (when some path does not: an exception's message
  /// exists only where the program threw it).
  struct summary_key {
    std::string key, name;
    ir::type ty;
    std::optional<value> first; // the value of the first path that has the component
    bool varies = false;        // some path gives it another value (or a term)
    bool texts = true;          // every value is a String known exactly: compared as numbered texts
    std::size_t paths[2] = {0, 0};
    std::optional<term> obs[2], def[2];
  };

  /// The inputs, and with `outputs` each version's returned value and the components that
  /// differ, from the current model.
  void read_summary_model(partition_record &p, const std::vector<summary_key> &keys, bool outputs) {
    try {
      const auto m = s_.get_model();
      p.input = model_inputs(m);
      if (!outputs) return;
      effect *effects[2] = {&p.old_version, &p.new_version};
      auto holds = [&](const std::optional<term> &t) { return !t || m.eval(*t).boolean; };
      for (const auto &k : keys) {
        if (!holds(k.def[0]) || !holds(k.def[1])) continue;
        const solver::value x = m.eval(*k.obs[0]), y = m.eval(*k.obs[1]);
        if (k.name == component::returned && !k.texts)
          for (int v = 0; v < 2; ++v)
            effects[v]->concrete = java_literal(v == 0 ? x : y, k.ty);
        if (x.to_string() != y.to_string()) add_name(p.differs, k.name);
      }
    } catch (const std::exception &e) {
      p.error = std::string("reading the model: ") + e.what();
    }
  }

  /// After a sat NEQ query of the summaries: when there is a model with every input within
  /// [-1000, 1000] too, `read` reads it. Its values read better, and a difference between large
  /// numbers can lie below a witness's relative tolerance.
  template <class Read> void with_small_inputs(Read read) {
    if (clock::now() >= search_.deadline()) return;
    solver::scope<S> guard(s_);
    for (std::size_t k = 0; k < inputs_.size(); ++k) {
      const ir::type t = input_types_[k];
      if (!t.is_numeric() || t.is(ir::prim::char_)) continue;
      const value b = t.is_floating() ? sem_.cast(value::of_int(ir::int_type, 1000), t)
                                      : value::of_int(t, t.is(ir::prim::byte_) ? 100 : 1000);
      s_.add(*sem_.binary(ir::op::le, sem_.unary(ir::op::neg, b), inputs_[k]).t);
      s_.add(*sem_.binary(ir::op::le, inputs_[k], b).t);
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(search_.deadline() - clock::now());
    const auto r = s_.check(std::max(std::chrono::milliseconds(1), std::min(left, small_model_limit)), "small");
    search_.count_check();
    if (r.is_sat()) read();
  }

  /// Checks the two summaries as one partition. Each component of a version's path ends
  /// (engine/observation.hpp) is a constant, and its summary is the disjunction, over its
  /// explored paths, of "path condition and these components' values". Components every path
  /// gives the same constant value cannot differ and are left out; Strings known exactly are
  /// numbered, so that no query needs the string theory for them. Depth-limited paths are left
  /// out (their effect is unknown): they become Depth_Limited partitions of their own, so the
  /// summary's answer can prove NEQ but not EQ.
  void check_summaries(run_record &run) {
    const auto start = clock::now();
    std::vector<summary_key> keys;
    std::map<std::string, std::size_t> index;
    std::size_t counted[2] = {0, 0};
    for (int v = 0; v < 2; ++v)
      for (const auto &p : summaries_[v]) {
        if (p.what == outcome_kind::depth_limited) continue;
        ++counted[v];
        for (const auto &c : p.observation) {
          auto [it, fresh] = index.try_emplace(c.key, keys.size());
          if (fresh) keys.push_back({c.key, c.name, c.v.ty, c.v, false, true, {0, 0}, {}, {}});
          summary_key &k = keys[it->second];
          ++k.paths[v];
          k.texts = k.texts && c.v.what == value::kind::string;
          if (!c.v.is_concrete() || !k.first->is_concrete() || !equal_concrete(*k.first, c.v)) k.varies = true;
        }
      }
    if (counted[0] == 0 || counted[1] == 0) return; // nothing to compare: only depth-limited paths
    static constexpr const char *names[2] = {"old", "new"};
    std::vector<summary_key> compared;
    for (auto &k : keys)
      if (k.varies && k.paths[0] > 0 && k.paths[1] > 0) {
        const std::size_t n = compared.size();
        for (int v = 0; v < 2; ++v) {
          k.obs[v] = s_.constant(fmt::format("obs!{}!{}", names[v], n), k.texts ? s_.int_sort() : sem_.sort(k.ty));
          if (k.paths[v] < counted[v]) k.def[v] = s_.constant(fmt::format("def!{}!{}", names[v], n), s_.bool_sort());
        }
        compared.push_back(std::move(k));
      }
    std::map<std::string, std::int64_t> text_numbers;
    std::vector<term> summary, any_path;
    bool abstracted = false;
    effect described[2]; // each version's paths as text, and the lines they cover
    for (int v = 0; v < 2; ++v) {
      std::vector<term> paths, conditions;
      for (const auto &p : summaries_[v]) {
        if (p.what == outcome_kind::depth_limited) continue;
        conditions.push_back(p.pc);
        described[v].lines.insert(p.lines.begin(), p.lines.end());
        abstracted = abstracted || p.abstracted;
        std::vector<term> conj{p.pc};
        std::string extra;
        for (const auto &k : compared) {
          const auto c = std::find_if(p.observation.begin(), p.observation.end(),
                                      [&](const observed &o) { return o.key == k.key; });
          if (c == p.observation.end()) {
            conj.push_back(s_.mk(solver::op::not_, {*k.def[v]}));
            continue;
          }
          if (k.def[v]) conj.push_back(*k.def[v]);
          const term x = k.texts ? s_.int_val(text_numbers.try_emplace(c->v.text, text_numbers.size()).first->second)
                                 : sem_.to_term(c->v);
          conj.push_back(s_.mk(solver::op::eq, {*k.obs[v], x}));
          if (!k.key.empty() && k.name != component::returned) extra += fmt::format(", {} = {}", k.name, shown(c->v));
        }
        described[v].symbolic +=
            fmt::format("{}{} -> {}{}", described[v].symbolic.empty() ? "" : "; ", printed(p.pc), p.result, extra);
        paths.push_back(s_.mk(solver::op::and_, std::span<const term>(conj)));
      }
      summary.push_back(join(solver::op::or_, paths, false));
      any_path.push_back(join(solver::op::or_, conditions, false));
    }
    partition_record p;
    p.index = run.partitions.size();
    p.iteration = iteration_;
    p.path_condition = fmt::format("summary of v1 ({} paths) and v2 ({} paths)", counted[0], counted[1]);
    p.old_version = std::move(described[0]);
    p.new_version = std::move(described[1]);
    p.old_version.what = p.new_version.what = effect::kind::returned;
    // The PC query asks for the path conditions alone: the effect equations only define fresh
    // constants, so they never change satisfiability, but an uninterpreted function in a
    // returned value would make the path condition look approximated.
    solver::scope<S> guard(s_);
    s_.add(any_path[0]);
    s_.add(any_path[1]);
    const auto pc = search_.check("pc");
    if (pc.is_sat()) read_summary_model(p, compared, false); // the inputs only: no effects yet
    s_.add(summary[0]);
    s_.add(summary[1]);
    p.pc = to_record(pc);
    partition_facts facts;
    facts.pc = pc.answer;
    facts.pc_approximated = pc.approximated || abstracted;
    facts.output_approximated = facts.pc_approximated;
    // equal where both versions define a component
    std::vector<term> same_parts;
    evidence_.universal.clear();
    for (const auto &k : compared) {
      std::vector<term> both;
      for (int v = 0; v < 2; ++v) {
        evidence_.universal.push_back(*k.obs[v]);
        if (k.def[v]) {
          both.push_back(*k.def[v]);
          evidence_.universal.push_back(*k.def[v]);
        }
      }
      const term eq = s_.mk(solver::op::eq, {*k.obs[0], *k.obs[1]});
      same_parts.push_back(both.empty() ? eq : s_.mk(solver::op::implies, {join(solver::op::and_, both, true), eq}));
    }
    const term same = join(solver::op::and_, same_parts, true);
    if (!pc.is_unsat()) {
      if (compared.empty()) { // every component is the same constant wherever it is defined
        facts.neq = p.neq.status = query_status::unsat;
        p.neq.reason = "every path gives every component the same constant value";
        p.eq = p.pc;
        facts.eq = p.eq.status;
      } else {
        query_outputs(p, facts, same, false, [&] {
          read_summary_model(p, compared, true);
          with_small_inputs([&] { read_summary_model(p, compared, true); });
        });
      }
    }
    p.classes = classify_(facts);
    run.approximated = run.approximated || facts.output_approximated;
    evidence_.agreements = {s_.mk(solver::op::implies, {s_.mk(solver::op::and_, {summary[0], summary[1]}), same})};
    p.seconds = std::chrono::duration<double>(clock::now() - start).count();
    if (p.classes.overall != partition_class::unreachable) publish(run, std::move(p));
  }
};

} // namespace symdelta::engine
