#pragma once
// The evidence an abstraction-refinement loop (diff/refinement.hpp) asks of an exploration of an
// abstracted pair (background.md section 6): ARDiff's H1 (could one interpretation of a function
// make the versions agree?) and H2 (how often each function occurs in each version's terms).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <set>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/engine/execution/symbolic_domain.hpp"
#include "symdelta/engine/explore/path_search.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta::engine {

template <solver::backend S> class refinement_evidence {
public:
  using term = typename S::term;
  using clock = std::chrono::steady_clock;

  /// `programs`: the two versions, abstracted or not (no evidence is gathered when they are not).
  refinement_evidence(S &s, path_search<S> &search, const ir::program *programs[2]) : s_(s), search_(search) {
    prog_[0] = programs[0];
    prog_[1] = programs[1];
  }

  /// Every application of an uninterpreted function on the explored paths (H1 quantifies over them).
  uif_applications<term> uifs;
  /// H1's body: per checked partition (or for the summaries), "path condition implies equal
  /// effects"; and the constants besides the inputs it quantifies (summary outputs).
  std::vector<term> agreements;
  std::vector<term> universal;

  [[nodiscard]] bool gathering() const { return !prog_[0]->uninterpreted.empty(); }

  /// Remembers a term of version v's paths (its branch conditions and results, for H2).
  void note_term(int v, const term &t) {
    if (gathering() && term_ids_[v].insert(s_.term_id(t)).second) terms_[v].push_back(t);
  }

  /// How often each uninterpreted function of the abstraction occurs (distinct applications) in
  /// the terms of version v's explored paths: its branch conditions and results (ARDiff's H2).
  std::map<std::string, std::size_t> occurrences(int v) {
    std::map<std::string, std::size_t> out;
    const auto counts = s_.count_applications(terms_[v]);
    for (const auto &f : prog_[v]->uninterpreted) // declared as approximations: name and suffix
      if (const auto it = counts.find(f.name + std::string(solver::approximation_suffix)); it != counts.end())
        out[f.name] = it->second;
    return out;
  }

  /// ARDiff's H1 for function `name`: is there an interpretation of it under which the explored
  /// paths agree whatever the inputs and the other functions' results are? Sat within the limit
  /// is yes; anything else is no. `inputs` are the input constants.
  bool h1(const std::string &name, const std::vector<term> &inputs, std::chrono::milliseconds limit) {
    if constexpr (!solver::quantifier_backend<S>) {
      return false;
    } else {
      if (agreements.empty() || clock::now() >= search_.deadline()) return false;
      const term agree = s_.mk(solver::op::and_, std::span<const term>(agreements));
      // the roots are universal too, with what is known of them assumed: left free, the solver
      // picked them so that the versions agreed, and H1 said yes for every function
      const auto roots = s_.roots_of(agree);
      std::vector<term> from = inputs, to;
      for (const auto &extra : universal)
        from.push_back(extra);
      for (const auto &[other, apps] : uifs.by_function)
        if (other != name)
          for (const auto &t : apps)
            from.push_back(t);
      from.insert(from.end(), roots.roots.begin(), roots.roots.end());
      for (std::size_t k = 0; k < from.size(); ++k)
        to.push_back(s_.bound_var(fmt::format("h1!{}", k), s_.sort_of(from[k])));
      const term assumed =
          roots.facts.empty()
              ? agree
              : s_.mk(solver::op::implies, {s_.mk(solver::op::and_, std::span<const term>(roots.facts)), agree});
      const term body = s_.substitute(assumed, from, to);
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(search_.deadline() - clock::now());
      const auto r =
          s_.check_alone(s_.forall(to, body), std::max(std::chrono::milliseconds(1), std::min(limit, left)), "h1");
      search_.count_check();
      return r.is_sat();
    }
  }

private:
  S &s_;
  path_search<S> &search_;
  const ir::program *prog_[2];
  std::vector<term> terms_[2];
  std::set<std::uint64_t> term_ids_[2];
};

} // namespace symdelta::engine
