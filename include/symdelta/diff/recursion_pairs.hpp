#pragma once
// Mutual summaries for recursion (docs/loops.md, "Recursion"), as SymDiff and REVE build them: a
// method that calls itself, directly or through others, and changed between the versions, is paired
// with the new version's method of its name or, renamed, of its signature (the compared methods
// with each other). A set of such pairs is proved equivalent by induction on the depth of the
// calls: where each call of a pair's method, in both versions, is one function of its arguments
// (the same uninterpreted function), the two bodies of every pair return the same and make the same
// calls (the same arguments, as many times, in any order). Then each pair's methods are equal
// wherever either ends: a run of the old one ends (its calls nest finitely), the new one's calls
// are the same calls, equal by the induction, so it follows the same way and ends with the same
// result; and the other way round. Comparing the calls is what makes the proof about runs that end
// as well as results: a version that added a call that never returns (`f(n + 1) * 0`) would
// otherwise be equal.
//
// Only pure methods qualify (diff::detail::pure_helpers: static, of the main class, primitive
// parameters and result, no fields written or read that anything writes, no way to throw): the
// result is then everything a call does.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "symdelta/diff/block_analysis.hpp"
#include "symdelta/diff/loop_pairs.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta::diff {

/// A method of each version, recursive in at least one, to prove equal by mutual summaries.
struct recursive_pair {
  std::uint32_t old_fn = 0, new_fn = 0;
  std::string name; // the old version's
};

namespace detail {

/// The functions of `pure` that call themselves, directly or through other functions of `pure`.
/// `facts`: what pure_helpers recorded of them.
inline std::set<std::uint32_t> recursive_functions(const std::set<std::uint32_t> &pure,
                                                   std::map<std::uint32_t, helper_calls> &facts) {
  std::set<std::uint32_t> out;
  for (const auto f : pure) {
    std::set<std::uint32_t> seen;
    std::vector<std::uint32_t> todo(facts[f].calls.begin(), facts[f].calls.end());
    while (!todo.empty() && !out.count(f)) {
      const auto g = todo.back();
      todo.pop_back();
      if (g == f) out.insert(f);
      if (!seen.insert(g).second) continue;
      todo.insert(todo.end(), facts[g].calls.begin(), facts[g].calls.end());
    }
  }
  return out;
}

} // namespace detail

/// The pairs to prove by mutual summaries: the compared methods, and each other method of the old
/// version with the new version's method of its name and signature, else with the first unpaired
/// recursive one of its signature (a helper renamed), where both are pure, either is recursive and they are
/// not the same code (`unchanged`: the pairs of unchanged helpers, which need no proof).
inline std::vector<recursive_pair>
recursive_pairs(const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
                const std::vector<std::pair<std::uint32_t, std::uint32_t>> &unchanged) {
  std::map<std::uint32_t, detail::helper_calls> facts_old, facts_new;
  const auto pure_old = detail::pure_helpers(old_p, false, &facts_old),
             pure_new = detail::pure_helpers(new_p, false, &facts_new);
  const auto rec_old = detail::recursive_functions(pure_old, facts_old),
             rec_new = detail::recursive_functions(pure_new, facts_new);
  std::vector<recursive_pair> out;
  const auto qualifies = [&](std::uint32_t i, std::uint32_t j) {
    const ir::function &f = old_p.functions[i], &g = new_p.functions[j];
    if (!pure_old.count(i) || !pure_new.count(j) || (!rec_old.count(i) && !rec_new.count(j))) return false;
    if (f.ret != g.ret || f.param_types() != g.param_types()) return false;
    for (const auto &[a, b] : unchanged)
      if (a == i || b == j) return false;
    return true;
  };
  if (qualifies(old_fn, new_fn)) out.push_back({old_fn, new_fn, old_p.functions[old_fn].name});
  std::set<std::uint32_t> paired_old{old_fn}, paired_new{new_fn};
  // by name, then a renamed one by signature in declaration order: a pairing decides only what is
  // asked, never the answer (a proof of two methods that do not correspond fails)
  for (const bool by_name : {true, false})
    for (const auto i : pure_old) {
      if (paired_old.count(i)) continue;
      for (const auto j : pure_new)
        if (!paired_new.count(j) && qualifies(i, j) &&
            (by_name ? new_p.functions[j].name == old_p.functions[i].name : rec_old.count(i) && rec_new.count(j))) {
          out.push_back({i, j, old_p.functions[i].name});
          paired_old.insert(i);
          paired_new.insert(j);
          break;
        }
    }
  return out;
}

/// The static field a summary program folds the calls into.
inline constexpr const char *call_trace_field = "rec:calls";

/// Version `version` (0 old, 1 new) of `p` for proving pair `k` of `pairs` by mutual summaries:
/// every call of a pair's method calls instead `rec$<name>`, which adds the call to the static
/// field rec:calls (`rec:calls += UF_<name>_R<i>$call(arguments)`) and returns
/// `UF_<name>_R<i>(arguments)`, functions the same in both versions' programs; pair k's method,
/// the entry, starts by setting rec:calls to 0. Compared at the end, rec:calls is equal for every
/// meaning of the functions exactly where both bodies made the same calls, counted with their
/// multiplicity, in any order (a sum commutes; were the calls not the same, a function that is 1
/// on one of them and 0 elsewhere would tell them apart). `p`'s own uninterpreted functions (the
/// two versions' must be the same list) stay, the summaries' follow them.
inline ir::program summary_program(const ir::program &p, const std::vector<recursive_pair> &pairs, std::size_t k,
                                   int version) {
  ir::program out = p;
  const auto fn_of = [&](const recursive_pair &rp) { return version == 0 ? rp.old_fn : rp.new_fn; };
  const ir::function &entry = p.functions[fn_of(pairs[k])];
  const source_pos pos = entry.pos;
  const auto trace = static_cast<std::uint32_t>(out.fields.size());
  out.fields.push_back({call_trace_field, pos, ir::int_type, 0, true, false, {}});
  std::map<std::uint32_t, std::uint32_t> wrapper; // a pair's method -> its rec$ function
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const ir::function &f = p.functions[fn_of(pairs[i])];
    const auto result = static_cast<std::uint32_t>(out.uninterpreted.size());
    out.uninterpreted.push_back({fmt::format("UF_{}_R{}", pairs[i].name, i), f.param_types(), f.ret, true});
    const auto fold = static_cast<std::uint32_t>(out.uninterpreted.size());
    out.uninterpreted.push_back({fmt::format("UF_{}_R{}$call", pairs[i].name, i), f.param_types(), ir::int_type, true});
    ir::function w;
    w.name = "rec$" + f.name;
    w.pos = f.pos;
    w.ret = f.ret;
    w.owner = 0;
    w.is_static = true;
    w.param_count = f.param_count;
    std::vector<ir::expr> args;
    for (std::uint32_t a = 0; a < f.param_count; ++a) {
      w.locals.push_back(f.locals[a]);
      args.push_back(detail::local_ref(a, f.locals[a].ty));
    }
    ir::expr sum; // rec:calls + UF_<name>_R<i>$call(arguments)
    sum.kind = ir::expr_kind::binary;
    sum.ty = ir::int_type;
    sum.o = ir::op::add;
    sum.pos = f.pos;
    sum.args = {detail::field_ref(trace, ir::int_type), detail::application(fold, ir::int_type, args, f.pos)};
    w.body.kind = ir::stmt_kind::block;
    w.body.pos = f.pos;
    w.body.body.push_back(detail::assign_to(detail::field_ref(trace, ir::int_type), std::move(sum), f.pos));
    ir::stmt ret;
    ret.kind = ir::stmt_kind::return_;
    ret.pos = f.pos;
    ret.exprs = {detail::application(result, f.ret, std::move(args), f.pos)};
    w.body.body.push_back(std::move(ret));
    wrapper[fn_of(pairs[i])] = static_cast<std::uint32_t>(out.functions.size());
    out.functions.push_back(std::move(w));
  }
  for (std::uint32_t i = 0; i < p.functions.size(); ++i)
    detail::rewrite_exprs(out.functions[i].body, [&](ir::expr &e) {
      if (e.kind != ir::expr_kind::call) return;
      if (const auto it = wrapper.find(e.index); it != wrapper.end()) e.index = it->second;
    });
  ir::stmt &body = out.functions[fn_of(pairs[k])].body;
  body.body.insert(body.body.begin(),
                   detail::assign_to(detail::field_ref(trace, ir::int_type), detail::literal_of(ir::int_type, 0), pos));
  return out;
}

} // namespace symdelta::diff
