#pragma once
// Symbolic execution of two versions. In partition mode (PRV, PASDA), every path of the old
// version is continued by every path of the new version under the same path condition; each
// complete pair is a partition, checked and classified at once (engine/partition_check.hpp). In
// summary mode (DSE, ARDiff) each version is explored on its own (engine/summary_check.hpp).
// Each version runs on the one executor (engine/executor.hpp) over the symbolic domain
// (engine/symbolic_domain.hpp); the path search (engine/path_search.hpp) decides its branches.
#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/text.hpp"
#include "symdelta/engine/entry.hpp"
#include "symdelta/engine/executor.hpp"
#include "symdelta/engine/summary_check.hpp"
#include "symdelta/engine/symbolic_domain.hpp"

namespace symdelta::engine {

template <solver::backend S, template <class> class Semantics>
class product_explorer : public summary_checker<S, Semantics> {
  using base = summary_checker<S, Semantics>;
  using typename base::outcome;
  using typename base::outcome_kind;
  using typename base::term;
  using typename base::value;
  using java_exception = symbolic_throw<value>;
  using domain = symbolic_domain<S, Semantics, product_explorer>;
  friend domain;

public:
  using typename base::clock;

  product_explorer(S &s, const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
                   check_options opts, partition_classifier classify, std::size_t iteration = 1)
      : base(s, old_p, old_fn, new_p, new_fn, opts, classify, iteration) {}

  /// Explores all partitions (or until the deadline) into `run`.
  void explore(run_record &run, clock::time_point deadline) {
    start(deadline);
    walk(
        0, 2, [&](const outcome results[2]) { record_partition(run, results); }, run);
  }

  /// Summary mode (DSE, ARDiff): explores each version on its own into a summary, then checks
  /// both summaries at once as one partition (see docs/abstraction.md).
  void explore_summaries(run_record &run, clock::time_point deadline) {
    start(deadline);
    for (int v = 0; v < 2 && !run.timed_out; ++v)
      walk(
          v, v + 1, [&](const outcome results[2]) { summaries_[v].push_back(path_of(results[v], v)); }, run);
    if (!run.timed_out) {
      try {
        check_summaries(run);
      } catch (const out_of_time &) {
        run.timed_out = true;
        record_cut_partition(run, partition_class::timeout, {});
      }
    }
    for (int v = 0; v < 2; ++v)
      for (const auto &p : summaries_[v])
        if (p.what == outcome_kind::depth_limited) {
          partition_record d;
          d.index = run.partitions.size();
          d.iteration = iteration_;
          d.path_condition = printed(p.pc);
          (v == 0 ? d.old_version : d.new_version).what = effect::kind::depth_limited;
          (v == 0 ? d.old_version : d.new_version).lines = p.lines;
          d.classes.overall = partition_class::depth_limited;
          run.depth_limited = true;
          publish(run, std::move(d));
        }
  }

  /// How often each uninterpreted function of the abstraction occurs in the terms of version
  /// v's explored paths (ARDiff's H2: engine/refinement_evidence.hpp).
  std::map<std::string, std::size_t> occurrences(int v) { return evidence_.occurrences(v); }

  /// ARDiff's H1 for function `name` (engine/refinement_evidence.hpp).
  bool h1(const std::string &name, std::chrono::milliseconds limit) { return evidence_.h1(name, input_terms_, limit); }

private:
  using base::check_summaries;
  using base::evidence_;
  using base::fn_;
  using base::input_names_;
  using base::input_terms_;
  using base::input_types_;
  using base::inputs_;
  using base::iteration_;
  using base::opts_;
  using base::path_of;
  using base::printed;
  using base::prog_;
  using base::publish;
  using base::record_cut_partition;
  using base::record_partition;
  using base::s_;
  using base::search_;
  using base::sem_;
  using base::summaries_;
  using base::traces_;
  using base::unsupported;
  using base::version_;

  /// The inputs (engine/entry.hpp): the parameters, and a symbolic receiver's fields.
  void start(clock::time_point deadline) {
    auto plan = plan_entry(prog_, fn_, opts_.receiver);
    if (!plan) throw diagnostic_error{plan.error()};
    plan_ = std::move(*plan);
    const ir::function &f = prog_[0]->functions[fn_[0]];
    std::vector<term> constraints;
    for (const auto &in : plan_.inputs) {
      input_names_.push_back(in.name);
      input_types_.push_back(in.ty);
      if (in.ty.is_primitive()) {
        inputs_.push_back(sem_.input(in.name, in.ty, constraints));
        input_terms_.push_back(*inputs_.back().t);
        continue;
      }
      if (!is_input_type(in.ty)) // (a receiver field's type was checked by plan_entry)
        unsupported(f.locals[*in.param].pos,
                    fmt::format("a parameter of type {} (parameters are symbolic when primitive or arrays of a "
                                "primitive type)",
                                ir::to_string(in.ty)));
      inputs_.push_back(input_array(in.name, in.ty, constraints));
    }
    for (const auto &c : constraints)
      s_.add(c);
    search_.start(deadline, input_terms_);
  }

  /// Runs versions [first, last) along every feasible path (pairs of paths for both), handing
  /// each completed one to `done`.
  template <class Done> void walk(int first, int last, Done done, run_record &run) {
    for (;;) {
      search_.begin_path();
      traces_[0] = {};
      traces_[1] = {};
      outcome results[2];
      bool stop = false;
      try {
        for (int v = first; v < last; ++v) {
          results[v] = run_version(v);
          if (results[v].what == outcome_kind::depth_limited) break;
        }
        done(results);
      } catch (const infeasible_path &) {
        // a pair whose path condition the solver refuted: not a partition
      } catch (const out_of_time &) {
        run.timed_out = true;
        record_cut_partition(run, partition_class::timeout, {});
        stop = true;
      }
      if (stop || !search_.backtrack()) break;
    }
    search_.finish();
  }

  /// The direction the running version takes at a branch on `cond` (the symbolic domain asks).
  typename path_search<S>::branch_result branch(const value &cond) {
    if (cond.what == value::kind::boolean) return {cond.b, false};
    evidence_.note_term(version_, *cond.t);
    return search_.branch(*cond.t);
  }

  // ---- running one version ----------------------------------------------------------------------

  /// Runs version v along the path the decisions choose (engine/executor.hpp, symbolic domain).
  outcome run_version(int v) {
    version_ = v;
    const ir::program &p = *prog_[v];
    traces_[v] = {};
    domain d(s_, sem_, *this, p, opts_, search_.deadline(), traces_[v], evidence_.uifs);
    executor<domain> ex(d, p);
    outcome out;
    try {
      ex.init_statics();
      const ir::function &f = p.functions[fn_[v]];
      const auto params = static_cast<std::ptrdiff_t>(plan_.param_count());
      std::vector<value> args;
      for (std::ptrdiff_t k = 0; k < params; ++k)
        args.push_back(inputs_[k].what == value::kind::array ? argument_array(d, inputs_[k]) : inputs_[k]);
      out.arguments = args; // sharing the arrays the call may change
      if (f.is_constructor) // the built object is the call's result
        out.ret = ex.construct(f.owner, fn_[v], std::move(args), f.pos);
      else {
        if (plan_.instance) out.receiver = make_receiver(ex, d, v, f.pos);
        out.ret = ex.invoke(f, out.receiver, std::move(args));
      }
      out.what = outcome_kind::returned;
    } catch (const java_exception &e) {
      out.what = outcome_kind::threw;
      out.exception = e.cls;
      out.message = e.message;
    } catch (const depth_limit_hit &) {
      out.what = outcome_kind::depth_limited;
      return out;
    }
    const std::size_t printed[2] = {traces_[v].printed[0].size(), traces_[v].printed[1].size()};
    try {
      ex.initialize_all(); // the classes the call did not use, as an observer reading them finds them
    } catch (const java_exception &) {
    } catch (const depth_limit_hit &) {
      out.what = outcome_kind::depth_limited;
      return out;
    }
    for (int k = 0; k < 2; ++k) { // what an initialiser prints now is not the call's
      auto &pieces = traces_[v].printed[k];
      pieces.erase(pieces.begin() + static_cast<std::ptrdiff_t>(printed[k]), pieces.end());
    }
    out.statics = std::move(ex.statics);
    for (int k = 0; k < 2; ++k) {
      out.printed[k] = value::of_string("");
      for (const auto &piece : traces_[v].printed[k])
        out.printed[k] = sem_.concat(out.printed[k], piece);
      // what the stream receives: a lone surrogate is '?' (core/text.hpp); a term's surrogates
      // come only from characters, which are approximated there (ideal_semantics::text)
      if (out.printed[k].what == value::kind::string) out.printed[k].text = text::stream_bytes(out.printed[k].text);
    }
    return out;
  }

  /// Version v's receiver: what its constructor without parameters builds, or an object whose
  /// fields are the inputs (engine/entry.hpp).
  value make_receiver(executor<domain> &ex, domain &d, int v, source_pos pos) {
    if (plan_.receiver == receiver_mode::fresh) return ex.construct(0, plan_.constructor[v], {}, pos);
    std::vector<value> fields =
        receiver_fields(plan_, v, *prog_[v], inputs_, [&](ir::type t) { return d.default_value(t); });
    for (auto &x : fields) // an array field: this version's own copy, or null (a branch on its length)
      if (x.what == value::kind::array) x = argument_array(d, x);
    return ex.instance_with(fields, pos);
  }

  /// An array parameter: its length, a term from -1 (null) up, and its first array_bound()
  /// elements (engine/symbolic_domain.hpp), each an input of the element type.
  value input_array(const std::string &name, ir::type t, std::vector<term> &constraints) {
    const value length = sem_.input(name + ".length", ir::int_type, constraints);
    constraints.push_back(*sem_.binary(ir::op::ge, length, value::of_int(ir::int_type, -1)).t);
    input_terms_.push_back(*length.t);
    std::vector<value> items;
    for (std::size_t k = 0; k < array_bound(opts_); ++k) {
      items.push_back(sem_.input(fmt::format("{}[{}]", name, k), t.element(), constraints));
      input_terms_.push_back(*items.back().t);
    }
    return value::of_array(t, std::move(items), length.t);
  }

  /// A version's own copy of an array input, or null: the path branches on its length.
  value argument_array(domain &d, const value &in) {
    if (d.truth(sem_.binary(ir::op::eq, value::of_term(ir::int_type, *in.t), value::of_int(ir::int_type, -1))))
      return value::null_of(in.ty);
    return value::of_array(in.ty, *in.elems, in.t);
  }

  entry_plan plan_;
};

} // namespace symdelta::engine
