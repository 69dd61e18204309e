#pragma once
// Which uninterpreted function to refine next: ARDiff's heuristics (../shared/docs/background.md
// section 6). H1 and H2 choose candidates, H3 ranks them:
//   H1  functions for which some interpretation makes the versions agree whatever everything
//       else is (a quantified query the engine asks, with its own time limit);
//   H2  functions that occur a different number of times in the two versions' explored terms;
//   otherwise every function still abstract is a candidate.
//   H3  lowest score first: loop nesting of the function's code plus its non-linear operations;
//       ties by source position, then name.
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "symdelta/diff/abstraction.hpp"

namespace symdelta::diff {

/// What the engine observed about the functions of one iteration.
struct refinement_evidence {
  std::set<std::string> h1;                          // H1 said yes (sat within its time limit)
  std::map<std::string, std::size_t> occurrences[2]; // distinct applications per version
  // H1 asked on demand instead: in H3's order, until it says yes. The first yes is the choice
  // whatever H1 says of the functions ranked after it, and each answer costs a quantified query
  // of up to the H1 time limit, so the rest are not asked.
  std::function<bool(const uif &)> ask_h1;
};

enum class heuristic : std::uint8_t { h1, h2, all };

constexpr const char *to_string(heuristic h) {
  switch (h) {
  case heuristic::h1: return "H1";
  case heuristic::h2: return "H2";
  case heuristic::all: return "all";
  }
  return "?";
}

struct refinement_choice {
  std::string name; // the function to refine
  heuristic candidates_from = heuristic::all;
  std::vector<std::string> candidates; // ranked by H3
};

/// H3's score of a function.
inline std::uint32_t h3_score(const uif &u) { return u.loop_depth + u.nonlinear_ops; }

/// The candidates H2 finds among `open` (functions still abstract).
inline std::vector<const uif *> h2_candidates(const std::vector<const uif *> &open, const refinement_evidence &ev) {
  std::vector<const uif *> out;
  for (const auto *u : open) {
    auto count = [&](int v) {
      const auto it = ev.occurrences[v].find(u->name);
      return it == ev.occurrences[v].end() ? 0u : it->second;
    };
    if (count(0) != count(1)) out.push_back(u);
  }
  return out;
}

/// The next function to refine, or nullopt when every function is refined.
inline std::optional<refinement_choice> choose_refinement(const abstracted_pair &a, const refinement_evidence &ev) {
  std::vector<const uif *> open;
  for (const auto &u : a.uifs)
    if (!a.refined.count(u.name)) open.push_back(&u);
  if (open.empty()) return std::nullopt;
  std::stable_sort(open.begin(), open.end(), [](const uif *x, const uif *y) { // H3's order
    return std::tuple(h3_score(*x), x->pos.line, x->pos.column, x->name) <
           std::tuple(h3_score(*y), y->pos.line, y->pos.column, y->name);
  });
  refinement_choice c;
  std::vector<const uif *> pool;
  for (const auto *u : open)
    if (ev.h1.count(u->name) || (ev.ask_h1 && ev.ask_h1(*u))) {
      pool.push_back(u);
      if (ev.ask_h1) break; // the choice: H1 is not asked about the rest
    }
  c.candidates_from = heuristic::h1;
  if (pool.empty()) {
    pool = h2_candidates(open, ev);
    c.candidates_from = heuristic::h2;
  }
  if (pool.empty()) {
    pool = open;
    c.candidates_from = heuristic::all;
  }
  for (const auto *u : pool)
    c.candidates.push_back(u->name);
  c.name = c.candidates.front();
  return c;
}

} // namespace symdelta::diff
