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

#include "symdelta/engine/explore/partition_check.hpp"

namespace symdelta::engine {

template <solver::backend S, template <class> class Semantics> class summary_checker {
public:
  using context = exploration_context<S, Semantics>;

  summary_checker(context &ctx, partition_checker<S, Semantics> &partitions) : ctx_(ctx), partitions_(partitions) {}

  using clock = typename context::clock;
  using observed = typename context::observed;
  using outcome = typename context::outcome;
  using outcome_kind = typename context::outcome_kind;
  using term = typename context::term;
  using value = typename context::value;

  /// One explored path of one version (summary mode).
  struct path_summary {
    term pc;
    outcome_kind what;
    std::vector<observed> observation; // what the path leaves for a caller to observe
    std::string result;                // its end, for the report
    std::set<std::uint32_t> lines;
    bool abstracted; // ran through an abstracted block
  };

  static constexpr std::chrono::milliseconds small_model_limit{200};
  std::vector<path_summary> summaries_[2];

  path_summary path_of(const outcome &o, int v) {
    path_summary p{ctx_.path_condition_term(), o.what, {}, {}, ctx_.traces[v].lines, ctx_.abstracted()};
    if (o.what == outcome_kind::depth_limited) return p;
    p.observation = partitions_.observe(o, v);
    p.result = ctx_.result_text(o, v);
    for (const auto &c : p.observation)
      if (c.v.what == value::kind::term) ctx_.evidence.note_term(v, *c.v.t);
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
      const auto m = ctx_.backend.get_model();
      p.input = ctx_.model_inputs(m);
      if (!outputs) return;
      effect *effects[2] = {&p.old_version, &p.new_version};
      auto holds = [&](const std::optional<term> &t) { return !t || m.eval(*t).boolean; };
      for (const auto &k : keys) {
        if (!holds(k.def[0]) || !holds(k.def[1])) continue;
        const solver::value x = m.eval(*k.obs[0]), y = m.eval(*k.obs[1]);
        if (k.name == component::returned && !k.texts)
          for (int v = 0; v < 2; ++v)
            effects[v]->concrete = ctx_.java_literal(v == 0 ? x : y, k.ty);
        if (x.to_string() != y.to_string()) ctx_.add_name(p.differs, k.name);
      }
    } catch (const std::exception &e) {
      p.error = std::string("reading the model: ") + e.what();
    }
  }

  /// After a sat NEQ query of the summaries: when there is a model with every input within
  /// [-1000, 1000] too, `read` reads it. Its values read better, and a difference between large
  /// numbers can lie below a witness's relative tolerance.
  template <class Read> void with_small_inputs(Read read) {
    if (clock::now() >= ctx_.search.deadline()) return;
    solver::scope<S> guard(ctx_.backend);
    for (std::size_t k = 0; k < ctx_.inputs.size(); ++k) {
      const ir::type t = ctx_.input_types[k];
      if (!t.is_numeric() || t.is(ir::prim::char_)) continue;
      const value b = t.is_floating() ? ctx_.sem.cast(value::of_int(ir::int_type, 1000), t)
                                      : value::of_int(t, t.is(ir::prim::byte_) ? 100 : 1000);
      ctx_.backend.add(*ctx_.sem.binary(ir::op::le, ctx_.sem.unary(ir::op::neg, b), ctx_.inputs[k]).t);
      ctx_.backend.add(*ctx_.sem.binary(ir::op::le, ctx_.inputs[k], b).t);
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(ctx_.search.deadline() - clock::now());
    const auto r =
        ctx_.backend.check(std::max(std::chrono::milliseconds(1), std::min(left, small_model_limit)), "small");
    ctx_.search.count_check();
    if (r.is_sat()) read();
  }

  /// Checks the two summaries as one partition. Each component of a version's path ends
  /// (engine/witness/observation.hpp) is a constant, and its summary is the disjunction, over its
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
          if (!c.v.is_concrete() || !k.first->is_concrete() || !ctx_.equal_concrete(*k.first, c.v)) k.varies = true;
        }
      }
    if (counted[0] == 0 || counted[1] == 0) return; // nothing to compare: only depth-limited paths
    static constexpr const char *names[2] = {"old", "new"};
    std::vector<summary_key> compared;
    for (auto &k : keys)
      if (k.varies && k.paths[0] > 0 && k.paths[1] > 0) {
        const std::size_t n = compared.size();
        for (int v = 0; v < 2; ++v) {
          k.obs[v] = ctx_.backend.constant(fmt::format("obs!{}!{}", names[v], n),
                                           k.texts ? ctx_.backend.int_sort() : ctx_.sem.sort(k.ty));
          if (k.paths[v] < counted[v])
            k.def[v] = ctx_.backend.constant(fmt::format("def!{}!{}", names[v], n), ctx_.backend.bool_sort());
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
            conj.push_back(ctx_.backend.mk(solver::op::not_, {*k.def[v]}));
            continue;
          }
          if (k.def[v]) conj.push_back(*k.def[v]);
          const term x =
              k.texts ? ctx_.backend.int_val(text_numbers.try_emplace(c->v.text, text_numbers.size()).first->second)
                      : ctx_.sem.to_term(c->v);
          conj.push_back(ctx_.backend.mk(solver::op::eq, {*k.obs[v], x}));
          if (!k.key.empty() && k.name != component::returned)
            extra += fmt::format(", {} = {}", k.name, ctx_.shown(c->v));
        }
        described[v].symbolic +=
            fmt::format("{}{} -> {}{}", described[v].symbolic.empty() ? "" : "; ", ctx_.printed(p.pc), p.result, extra);
        paths.push_back(ctx_.backend.mk(solver::op::and_, std::span<const term>(conj)));
      }
      summary.push_back(ctx_.join(solver::op::or_, paths, false));
      any_path.push_back(ctx_.join(solver::op::or_, conditions, false));
    }
    partition_record p;
    p.index = run.partitions.size();
    p.iteration = ctx_.iteration;
    p.path_condition = fmt::format("summary of v1 ({} paths) and v2 ({} paths)", counted[0], counted[1]);
    p.old_version = std::move(described[0]);
    p.new_version = std::move(described[1]);
    p.old_version.what = p.new_version.what = effect::kind::returned;
    // The PC query asks for the path conditions alone: the effect equations only define fresh
    // constants, so they never change satisfiability, but an uninterpreted function in a
    // returned value would make the path condition look approximated.
    solver::scope<S> guard(ctx_.backend);
    ctx_.backend.add(any_path[0]);
    ctx_.backend.add(any_path[1]);
    const auto pc = ctx_.search.check("pc");
    if (pc.is_sat()) read_summary_model(p, compared, false); // the inputs only: no effects yet
    ctx_.backend.add(summary[0]);
    ctx_.backend.add(summary[1]);
    p.pc = ctx_.to_record(pc);
    partition_facts facts;
    facts.pc = pc.answer;
    facts.pc_approximated = pc.approximated || abstracted;
    facts.output_approximated = facts.pc_approximated;
    // equal where both versions define a component
    std::vector<term> same_parts;
    ctx_.evidence.universal.clear();
    for (const auto &k : compared) {
      std::vector<term> both;
      for (int v = 0; v < 2; ++v) {
        ctx_.evidence.universal.push_back(*k.obs[v]);
        if (k.def[v]) {
          both.push_back(*k.def[v]);
          ctx_.evidence.universal.push_back(*k.def[v]);
        }
      }
      const term eq = ctx_.backend.mk(solver::op::eq, {*k.obs[0], *k.obs[1]});
      same_parts.push_back(
          both.empty() ? eq : ctx_.backend.mk(solver::op::implies, {ctx_.join(solver::op::and_, both, true), eq}));
    }
    const term same = ctx_.join(solver::op::and_, same_parts, true);
    if (!pc.is_unsat()) {
      if (compared.empty()) { // every component is the same constant wherever it is defined
        facts.neq = p.neq.status = query_status::unsat;
        p.neq.reason = "every path gives every component the same constant value";
        p.eq = p.pc;
        facts.eq = p.eq.status;
      } else {
        partitions_.query_outputs(p, facts, same, false, [&] {
          read_summary_model(p, compared, true);
          with_small_inputs([&] { read_summary_model(p, compared, true); });
        });
      }
    }
    p.classes = ctx_.classify(facts);
    run.approximated = run.approximated || facts.output_approximated;
    ctx_.evidence.agreements = {
        ctx_.backend.mk(solver::op::implies, {ctx_.backend.mk(solver::op::and_, {summary[0], summary[1]}), same})};
    p.seconds = std::chrono::duration<double>(clock::now() - start).count();
    if (p.classes.overall != partition_class::unreachable) ctx_.publish(run, std::move(p));
  }

private:
  context &ctx_;
  partition_checker<S, Semantics> &partitions_;
};

} // namespace symdelta::engine
