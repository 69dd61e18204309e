#pragma once
// Coupling invariants for pairs of loops (docs/loops.md), found Houdini-style: start from every
// pair of corresponding variables, ask the engine whether one iteration of each loop keeps them
// equal (the step functions of diff/loop_pairs.hpp, explored like two versions of a method),
// drop the variables some partition shows different, and ask again until the step functions are
// proved equivalent (an inductive invariant) or nothing is left to drop. A variable of one loop
// without a counterpart may join as a derived candidate, equal to an expression of the other
// loop (diff::derived_candidates) where the loop is entered. Recursive methods that
// changed are proved the same way, by mutual summaries (diff/recursion_pairs.hpp).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/diff/loop_pairs.hpp"
#include "symdelta/diff/recursion_pairs.hpp"
#include "symdelta/engine/explore/product_explorer.hpp"
#include "symdelta/model/records.hpp"

namespace symdelta::engine {

/// What the search found for one pair of loops.
struct coupling {
  bool proved = false;
  std::vector<diff::variable_pair> coupled; // the invariant, when proved
  std::vector<diff::variable_pair> shared;  // those of it an iteration reads before writing
  std::vector<diff::derived_pair> derived;  // variables without a counterpart, equal to expressions
  std::string reason;                       // why not proved
  std::size_t rounds = 0;
};

template <solver::backend S, template <class> class Semantics> class loop_coupling {
public:
  using clock = std::chrono::steady_clock;

  /// `opts`: the check's; the step functions are explored with them, every partition, none streamed.
  loop_coupling(S &solver, check_options opts, partition_classifier classify)
      : solver_(solver), opts_(std::move(opts)), classify_(classify) {
    opts_.on_partition = nullptr;
    opts_.on_witness = nullptr;
    opts_.stop_when_settled = false;
    // A query at a path's end that does not answer soon leaves the proof failed, never wrong:
    // the equalities to prove are most often of one term with itself, which needs no query.
    opts_.query_timeout = std::min(opts_.query_timeout, step_query_timeout);
    opts_.merge_branches = true; // one path per way through an iteration, not per branch in it
  }

  /// The pair `lp` (found in the versions as the frontend gave them) in the versions `current`
  /// (the same with the pairs proved before abstracted); `fn`: the compared functions.
  /// Derived candidates (diff::derived_pair) that hold on entry take part one per variable (a
  /// step assumes one value of it): the largest first; where the search drops it, or fails with
  /// it, the variable's next, and the search starts again from all candidates (what it dropped
  /// may hold with the right one). The last search has none left.
  coupling prove(const std::uint32_t fn[2], const ir::program *const current[2], const diff::loop_pair &lp,
                 clock::time_point deadline) {
    std::vector<std::vector<diff::derived_pair>> options; // per variable, in the order to try
    for (auto &x : entered_candidates(fn, current, lp, deadline)) {
      const auto same = std::find_if(options.begin(), options.end(), [&](const std::vector<diff::derived_pair> &o) {
        return o[0].owner == x.owner && o[0].var == x.var;
      });
      if (same == options.end())
        options.push_back({std::move(x)});
      else
        same->push_back(std::move(x));
    }
    std::vector<std::size_t> choice(options.size(), 0);
    std::size_t rounds = 0;
    for (;;) {
      std::vector<diff::derived_pair> chosen;
      for (std::size_t i = 0; i < options.size(); ++i)
        if (choice[i] < options[i].size()) chosen.push_back(options[i][choice[i]]);
      coupling c = houdini(fn, current, lp, chosen, deadline);
      rounds += c.rounds;
      c.rounds = rounds;
      bool next = false;
      for (std::size_t i = 0; i < options.size(); ++i) {
        if (choice[i] >= options[i].size()) continue;
        const std::uint32_t id = options[i][choice[i]].id;
        if (!c.proved ||
            std::none_of(c.derived.begin(), c.derived.end(), [&](const diff::derived_pair &x) { return x.id == id; })) {
          ++choice[i];
          next = true;
        }
      }
      if (!next || clock::now() >= deadline) return c;
    }
  }

  /// Which of `pairs` (in the versions `current`, whose uninterpreted functions are the same
  /// list) mutual summaries prove equal: each pair's two bodies, with every call of a pair's method
  /// one function of its arguments (diff::summary_program), explored as two versions; a pair
  /// whose bodies some partition shows different, or that does not finish, is dropped with the
  /// reason, and the others are asked again without its assumption, until all left are proved.
  std::vector<std::string> prove_summaries(const ir::program *const current[2],
                                           const std::vector<diff::recursive_pair> &pairs, clock::time_point deadline) {
    std::vector<std::string> reason(pairs.size());
    for (bool dropped = true; dropped;) {
      dropped = false;
      std::vector<diff::recursive_pair> assumed;
      std::vector<std::size_t> index;
      for (std::size_t k = 0; k < pairs.size(); ++k)
        if (reason[k].empty()) {
          assumed.push_back(pairs[k]);
          index.push_back(k);
        }
      for (std::size_t k = 0; k < assumed.size(); ++k) {
        if (clock::now() >= deadline) {
          reason[index[k]] = "time ran out";
          dropped = true;
          continue;
        }
        const run_record part = explore(diff::summary_program(*current[0], assumed, k, 0), assumed[k].old_fn,
                                        diff::summary_program(*current[1], assumed, k, 1), assumed[k].new_fn, deadline);
        std::string why = part.timed_out ? "time ran out" : "";
        for (const auto &p : part.partitions) {
          if (!why.empty()) break;
          const partition_class c = p.classes.overall;
          if (c == partition_class::eq || c == partition_class::unreachable) continue;
          if (p.old_version.what == effect::kind::depth_limited || p.new_version.what == effect::kind::depth_limited)
            why = "a body runs into the depth limit (a loop or a recursion of another method)";
          else if (std::any_of(p.differs.begin(), p.differs.end(), [](const std::string &d) {
                     return d.find(diff::call_trace_field) != std::string::npos;
                   }))
            why = "the bodies make different calls (other arguments, or as many times)";
          else
            why = fmt::format("the bodies differ ({}) with the calls assumed equal", to_string(c));
        }
        if (why.empty()) continue;
        reason[index[k]] = std::move(why);
        dropped = true;
      }
    }
    return reason;
  }

private:
  /// The derived candidates of `lp` but those that some way from the method's start into the loop
  /// breaks (diff::entry_program). A loop inside another is entered again after iterations of the
  /// outer one, which exploration may not reach: its candidates are all kept.
  std::vector<diff::derived_pair> entered_candidates(const std::uint32_t fn[2], const ir::program *const current[2],
                                                     const diff::loop_pair &lp, clock::time_point deadline) {
    if (lp.derived.empty() || lp.nesting > 0) return lp.derived;
    std::vector<std::uint32_t> broken;
    for (int v = 0; v < 2; ++v) {
      if (std::none_of(lp.derived.begin(), lp.derived.end(), [&](const diff::derived_pair &x) { return x.owner == v; }))
        continue;
      const diff::stmt_path &at = v == 0 ? lp.old_at : lp.new_at;
      const run_record part =
          explore(diff::entry_program(*current[v], fn[v], at, lp.derived, v, true), fn[v],
                  diff::entry_program(*current[v], fn[v], at, lp.derived, v, false), fn[v], deadline);
      for (const auto &p : part.partitions)
        for (const auto &d : p.differs)
          for (const auto &x : lp.derived)
            if (d.find(diff::entry_field(x.id)) != std::string::npos) broken.push_back(x.id);
    }
    std::vector<diff::derived_pair> out;
    for (const auto &x : lp.derived)
      if (std::find(broken.begin(), broken.end(), x.id) == broken.end()) out.push_back(x);
    return out;
  }

  /// One Houdini search from all candidates and the derived pairs `derived`.
  coupling houdini(const std::uint32_t fn[2], const ir::program *const current[2], const diff::loop_pair &lp,
                   std::vector<diff::derived_pair> derived, clock::time_point deadline) {
    coupling out;
    std::vector<diff::variable_pair> e = lp.candidates;
    if (lp.identical) {
      out.proved = true;
      out.shared = diff::layout_for(lp, e).shared;
      out.coupled = std::move(e);
      return out;
    }
    for (;;) {
      ++out.rounds;
      const diff::step_layout layout = diff::layout_for(lp, e, derived);
      const ir::program step_old = diff::step_program(*current[0], fn[0], lp.old_at, layout, 0);
      const ir::program step_new = diff::step_program(*current[1], fn[1], lp.new_at, layout, 1);
      // each program's own last function: the versions may declare different numbers of methods
      const auto old_step = static_cast<std::uint32_t>(step_old.functions.size() - 1);
      const auto new_step = static_cast<std::uint32_t>(step_new.functions.size() - 1);
      const run_record part = explore(step_old, old_step, step_new, new_step, deadline);
      if (part.timed_out) {
        out.reason = "time ran out";
        return out;
      }
      std::vector<std::string> drop;
      for (const auto &p : part.partitions) {
        const partition_class c = p.classes.overall;
        if (c == partition_class::eq || c == partition_class::unreachable) continue;
        if (p.old_version.what == effect::kind::depth_limited || p.new_version.what == effect::kind::depth_limited) {
          out.reason = "an iteration runs into the depth limit (a nested loop or recursion)";
          return out;
        }
        if (p.differs.empty()) {
          out.reason = fmt::format("an iteration's partition is {}, with no variable shown to differ", to_string(c));
          return out;
        }
        for (const auto &d : p.differs) {
          const auto at = d.find(value_prefix);
          if (at == std::string::npos) {
            out.reason = fmt::format("the loops do not run in lockstep ({} differs after one iteration)", d);
            return out;
          }
          const std::string name = d.substr(at + value_prefix.size());
          if (std::find(drop.begin(), drop.end(), name) == drop.end()) drop.push_back(name);
        }
      }
      if (drop.empty()) {
        out.proved = true;
        out.shared = layout.shared;
        out.coupled = std::move(e);
        out.derived = layout.derived;
        return out;
      }
      const auto before = e.size() + derived.size();
      std::erase_if(e, [&](const diff::variable_pair &v) {
        return std::find(drop.begin(), drop.end(), v.old_var.name) != drop.end();
      });
      std::erase_if(derived, [&](const diff::derived_pair &x) {
        return std::find(drop.begin(), drop.end(), diff::step_fields::derived(x.id).substr(value_prefix.size())) !=
               drop.end();
      });
      if (e.size() + derived.size() == before) {
        out.reason = "no variable left to drop";
        return out;
      }
      if (clock::now() >= deadline) {
        out.reason = "time ran out";
        return out;
      }
    }
  }

  /// Two programs explored as two versions for a proof, every partition classified.
  run_record explore(const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
                     clock::time_point deadline) {
    run_record part;
    product_explorer<S, Semantics> ex(solver_, old_p, old_fn, new_p, new_fn, opts_, classify_);
    // a path that the code cannot take adds an equality to prove, never a wrong one: no branch
    // query (an iteration of numerical code branches on products and roots, whose queries are
    // slow), and each path's end asks only what its values leave open
    ex.explore_every_direction();
    ex.explore(part, deadline);
    return part;
  }

  static constexpr std::string_view value_prefix = "loop:value:";
  static constexpr std::chrono::milliseconds step_query_timeout{10};
  S &solver_;
  check_options opts_;
  partition_classifier classify_;
};

/// The record of a pair and what was found for it.
inline loop_pair_record record_of(const diff::loop_pair &lp, const coupling &c, double seconds) {
  loop_pair_record r;
  r.id = lp.id;
  r.old_at = fmt::format("{}:{}", lp.old_pos.line, lp.old_pos.column);
  r.new_at = fmt::format("{}:{}", lp.new_pos.line, lp.new_pos.column);
  r.edit = diff::to_string(lp.edit);
  r.proved = c.proved;
  for (const auto &v : c.coupled)
    r.invariant.push_back(fmt::format("{} == {}'", v.old_var.name, v.new_var.name));
  for (const auto &d : c.derived)
    r.invariant.push_back(d.text);
  r.reason = lp.refused.empty() ? c.reason : lp.refused;
  r.rounds = c.rounds;
  r.seconds = seconds;
  return r;
}

} // namespace symdelta::engine
