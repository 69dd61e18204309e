#pragma once
// Common blocks and their abstraction by uninterpreted functions (../shared/docs/background.md
// section 6).
//
// A common block is a maximal run of consecutive statements that tree differencing found
// unchanged, at one nesting level. A compound statement joins a block only if it is entirely
// unchanged (it is then one unchanged statement). A block is replaced, in both versions, by
// `v = UF_<v>_<block>(inputs)` for every variable v it writes, where the inputs are the variables
// it reads before writing them; the same function in both versions, so a solver can prove
// equivalence without looking at the block.
//
// That is sound only for code that behaves as a function of its inputs: a block joins only if it
// cannot throw (no integer division by a non-constant, no arrays, no objects, no explicit throw,
// calls only to helpers that satisfy the same rules), does not jump out of itself (no return,
// no break or continue to an outer target) and touches only primitive locals, parameters and
// static fields it reads. Like DSE and ARDiff, the abstraction assumes a block terminates (a
// non-terminating path has no effect to compare); docs/abstraction.md says more.
//
// Refinement puts a function's code back: a block whose functions are all refined is the
// original code again; one with some refined runs its code, with the unrefined variables set from
// their functions (evaluated on the block's inputs before it runs).
#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/diff/block_analysis.hpp"
#include "symdelta/diff/tree_diff.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta::diff {

struct common_block {
  std::uint32_t id = 0; // 1-based, in source order of the old version
  stmt_list old_run, new_run;
  std::vector<variable> inputs, outputs; // as in the old version; the new one's match by name and type
  source_pos pos;                        // of its first statement in the old version
  std::uint32_t loop_depth = 0;          // loops around it plus loops nested in it
  std::uint32_t nonlinear_ops = 0;       // *, /, %, math functions and calls in it
  // straight-line code (no loop, branch or call) that computes constants or is linear: kept as
  // code, never abstracted (see abstract())
  bool kept_as_code = false;
};

/// One uninterpreted function of an abstraction.
struct uif {
  std::string name;
  std::uint32_t block = 0; // 0 for a helper method
  variable output;         // the variable it sets (a helper: its name and return type)
  std::vector<variable> inputs;
  source_pos pos;
  std::uint32_t loop_depth = 0, nonlinear_ops = 0;
  bool assumes_termination = false; // a helper with a loop or a call (blocks say so on their statement)
};

struct abstraction_options {
  bool helpers = false; // also replace calls to unchanged pure helper methods by UF_<method>
};

/// Two versions with their common blocks abstracted.
struct abstracted_pair {
  ir::program old_p, new_p;
  std::vector<common_block> blocks;
  std::vector<uif> uifs;         // every function of the abstraction, refined or not, by block then variable
  std::set<std::string> refined; // names of the functions whose code is back
  [[nodiscard]] std::size_t abstract_count() const { return uifs.size() - refined.size(); }
};

namespace detail {

inline std::uint32_t loops_on_path(const ir::stmt &root, const stmt_path &path) {
  std::uint32_t n = 0;
  const ir::stmt *s = &root;
  for (auto i : path) {
    n += s->kind == ir::stmt_kind::loop;
    s = &s->body[i];
  }
  return n + (s->kind == ir::stmt_kind::loop);
}

/// Is `inner` (a list) inside one of the statements [first, last) of `outer`?
inline bool inside(const stmt_list &outer, const stmt_path &inner) {
  if (inner.size() <= outer.parent.size() || !std::equal(outer.parent.begin(), outer.parent.end(), inner.begin()))
    return false;
  const auto i = inner[outer.parent.size()];
  return i >= outer.first && i < outer.last;
}

inline ir::expr variable_ref(const variable &v) {
  ir::expr e;
  e.kind = v.is_field ? ir::expr_kind::static_field : ir::expr_kind::local;
  e.ty = v.ty;
  e.index = v.index;
  return e;
}

inline ir::expr local_ref(std::uint32_t slot, ir::type ty) { return variable_ref({{}, ty, false, slot}); }

/// `target = value;` as a statement (target a local or a static field).
inline ir::stmt assign_to(ir::expr target, ir::expr value, source_pos pos) {
  ir::expr a;
  a.kind = ir::expr_kind::assign;
  a.ty = target.ty;
  a.pos = pos;
  a.args = {std::move(target), std::move(value)};
  ir::stmt s;
  s.kind = ir::stmt_kind::expression;
  s.pos = pos;
  s.exprs = {std::move(a)};
  return s;
}

inline ir::stmt assignment(std::uint32_t slot, ir::type ty, ir::expr value, source_pos pos) {
  ir::expr target = local_ref(slot, ty);
  target.pos = pos;
  return assign_to(std::move(target), std::move(value), pos);
}

} // namespace detail

/// The common blocks of two functions, in source order of the old version.
inline std::vector<common_block> common_blocks(const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p,
                                               std::uint32_t new_fn) {
  const ir::function &fo = old_p.functions[old_fn], &fn = new_p.functions[new_fn];
  const body_diff d = diff_bodies(old_p, fo, new_p, fn);
  const auto pure_old = detail::pure_helpers(old_p), pure_new = detail::pure_helpers(new_p);
  std::vector<const aligned_lists *> lists;
  for (const auto &al : d.aligned)
    lists.push_back(&al);
  std::stable_sort(lists.begin(), lists.end(), [](const auto *a, const auto *b) {
    return a->old_list.parent.size() < b->old_list.parent.size(); // outer lists first
  });
  std::vector<common_block> blocks;
  auto abstractable = [&](const stmt_list &ol, std::uint32_t i, const stmt_list &nl, std::uint32_t j) {
    detail::block_analysis a(old_p, fo, pure_old), b(new_p, fn, pure_new);
    a.run(at(fo.body, ol.parent), i, i + 1);
    b.run(at(fn.body, nl.parent), j, j + 1);
    return a.ok && b.ok;
  };
  for (const auto *al : lists) {
    bool covered = false;
    for (const auto &b : blocks)
      covered = covered || detail::inside(b.old_run, al->old_list.parent);
    if (covered) continue;
    const auto &anchors = al->anchors;
    for (std::size_t k = 0; k < anchors.size();) {
      if (!abstractable(al->old_list, anchors[k].first, al->new_list, anchors[k].second)) {
        ++k;
        continue;
      }
      std::size_t e = k + 1; // extend while consecutive in both versions and abstractable
      while (e < anchors.size() && anchors[e].first == anchors[e - 1].first + 1 &&
             anchors[e].second == anchors[e - 1].second + 1 &&
             abstractable(al->old_list, anchors[e].first, al->new_list, anchors[e].second))
        ++e;
      common_block b;
      b.old_run = {al->old_list.parent, anchors[k].first, anchors[e - 1].first + 1};
      b.new_run = {al->new_list.parent, anchors[k].second, anchors[e - 1].second + 1};
      const ir::stmt &parent = at(fo.body, b.old_run.parent);
      detail::block_analysis a(old_p, fo, pure_old);
      a.run(parent, b.old_run.first, b.old_run.last);
      b.inputs = a.inputs;
      b.outputs = a.outputs;
      b.pos = parent.body[b.old_run.first].pos;
      b.loop_depth = detail::loops_on_path(fo.body, b.old_run.parent) + a.max_loop_depth;
      b.nonlinear_ops = a.nonlinear_ops;
      b.kept_as_code =
          a.max_loop_depth == 0 && a.branches == 0 && a.calls.empty() && (a.inputs.empty() || a.nonlinear_terms == 0);
      for (auto c : a.calls) { // a helper's loops and operations count as the block's
        const detail::block_analysis h = detail::analyse_function(old_p, c, pure_old);
        b.loop_depth = std::max(b.loop_depth, h.max_loop_depth);
        b.nonlinear_ops += h.nonlinear_ops;
      }
      blocks.push_back(std::move(b));
      k = e;
    }
  }
  std::sort(blocks.begin(), blocks.end(), [](const auto &x, const auto &y) {
    return std::pair(x.pos.line, x.pos.column) < std::pair(y.pos.line, y.pos.column);
  });
  for (std::size_t i = 0; i < blocks.size(); ++i)
    blocks[i].id = static_cast<std::uint32_t>(i + 1);
  return blocks;
}

namespace detail {

/// Abstracts one version: each block's run becomes an abstracted statement.
class rewriter {
public:
  rewriter(ir::program &p, std::uint32_t fn, const std::vector<uif> &uifs, const std::set<std::string> &refined)
      : p_(p), f_(p.functions[fn]), uifs_(uifs), refined_(refined), pure_(pure_helpers(p)) {}

  void abstract_helpers(const std::set<std::uint32_t> &helpers, const std::map<std::uint32_t, std::uint32_t> &ids) {
    helpers_ = &helpers;
    helper_ids_ = &ids;
    replace_calls(f_.body);
  }

  /// Replaces the run [first, last) of the statement at `parent` (of this version).
  void abstract_block(const common_block &b, const stmt_list &run) {
    ir::stmt &parent = at(f_.body, run.parent);
    block_analysis a(p_, f_, pure_);
    a.run(parent, run.first, run.last);
    std::vector<std::pair<const variable *, std::uint32_t>> abstract; // output, uif index
    bool any_refined = false;
    for (const auto &out : a.outputs) {
      const auto k = uif_index(b.id, out.name);
      if (refined_.count(uifs_[k].name))
        any_refined = true;
      else
        abstract.emplace_back(&out, k);
    }
    // all its functions refined: the original code; a block that sets nothing later code sees
    // (a loop that only reads, say) is abstracted to nothing
    if (abstract.empty() && !a.outputs.empty()) return;
    const source_pos pos = parent.body[run.first].pos;
    ir::stmt block;
    block.kind = ir::stmt_kind::block;
    block.pos = pos;
    auto application = [&](std::uint32_t k) {
      ir::expr call;
      call.kind = ir::expr_kind::uninterpreted;
      call.ty = uifs_[k].output.ty;
      call.index = k;
      call.pos = pos;
      for (const auto &in : a.inputs)
        call.args.push_back(variable_ref(in));
      return call;
    };
    if (abstract.size() == 1 && !any_refined) {
      block.body.push_back(
          assignment(abstract[0].first->index, abstract[0].first->ty, application(abstract[0].second), pos));
    } else if (!abstract.empty()) {
      // every function reads the inputs as they were before the block
      std::vector<std::uint32_t> temps;
      for (const auto &[out, k] : abstract) {
        const std::uint32_t slot = static_cast<std::uint32_t>(f_.locals.size());
        f_.locals.push_back({fmt::format("{}$before", uifs_[k].name), out->ty, pos, false, true});
        ir::stmt decl;
        decl.kind = ir::stmt_kind::local_decl;
        decl.index = slot;
        decl.pos = pos;
        decl.exprs = {application(k)};
        block.body.push_back(std::move(decl));
        temps.push_back(slot);
      }
      if (any_refined)
        for (std::uint32_t i = run.first; i < run.last; ++i)
          block.body.push_back(parent.body[i]);
      for (std::size_t t = 0; t < abstract.size(); ++t) {
        const variable &out = *abstract[t].first;
        block.body.push_back(assignment(out.index, out.ty, local_ref(temps[t], out.ty), pos));
      }
    }
    ir::stmt replaced;
    replaced.kind = ir::stmt_kind::abstracted;
    replaced.index = b.id;
    replaced.assumes_termination = a.max_loop_depth > 0 || !a.calls.empty();
    replaced.pos = pos;
    replaced.body = {std::move(block)};
    parent.body.erase(parent.body.begin() + run.first, parent.body.begin() + run.last);
    parent.body.insert(parent.body.begin() + run.first, std::move(replaced));
  }

private:
  ir::program &p_;
  ir::function &f_;
  const std::vector<uif> &uifs_;
  const std::set<std::string> &refined_;
  const std::set<std::uint32_t> pure_; // this version's pure helpers
  const std::set<std::uint32_t> *helpers_ = nullptr;
  const std::map<std::uint32_t, std::uint32_t> *helper_ids_ = nullptr; // function -> uif index

  std::uint32_t uif_index(std::uint32_t block, const std::string &var) const {
    for (std::uint32_t k = 0; k < uifs_.size(); ++k)
      if (uifs_[k].block == block && uifs_[k].output.name == var) return k;
    throw std::logic_error("symdelta: a block's output has no function");
  }

  void replace_calls(ir::expr &e) {
    for (auto &a : e.args)
      replace_calls(a);
    if (e.kind != ir::expr_kind::call || !helpers_->count(e.index)) return;
    const std::uint32_t k = helper_ids_->at(e.index);
    if (refined_.count(uifs_[k].name)) return;
    e.kind = ir::expr_kind::uninterpreted;
    e.index = k;
  }
  void replace_calls(ir::stmt &s) {
    for (auto &e : s.exprs)
      replace_calls(e);
    for (auto &c : s.body)
      replace_calls(c);
    for (auto &c : s.cases)
      for (auto &b : c.body)
        replace_calls(b);
  }
};

} // namespace detail

/// The unchanged pure helpers of two versions (detail::pure_helpers, the compared functions
/// aside): each old one with its counterpart, the new one of its name if the bodies match, else
/// the first unpaired one whose body does (a helper renamed is the same code). A call to one is
/// a function of its arguments, the same in both versions. With `printing`, helpers that print
/// too (detail::pure_helpers). `pure_old`, `pure_new`: each version's pure helpers.
inline std::vector<std::pair<std::uint32_t, std::uint32_t>>
pure_helper_pairs(const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
                  const std::set<std::uint32_t> &pure_old, const std::set<std::uint32_t> &pure_new) {
  structural_equality eq(old_p, old_p.functions[old_fn], new_p, new_p.functions[new_fn]);
  std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
  std::set<std::uint32_t> paired;
  for (auto i : pure_old) {
    const auto &f = old_p.functions[i];
    if (i == old_fn) continue;
    std::vector<std::uint32_t> candidates;
    for (auto j : pure_new)
      if (j != new_fn && !paired.count(j) && new_p.functions[j].name == f.name) candidates.push_back(j);
    for (auto j : pure_new)
      if (j != new_fn && !paired.count(j) && new_p.functions[j].name != f.name) candidates.push_back(j);
    for (auto j : candidates)
      if (eq.same_function(i, j)) {
        paired.insert(j);
        out.emplace_back(i, j);
        break;
      }
  }
  return out;
}
inline std::vector<std::pair<std::uint32_t, std::uint32_t>>
pure_helper_pairs(const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
                  bool printing = false) {
  return pure_helper_pairs(old_p, old_fn, new_p, new_fn, detail::pure_helpers(old_p, printing),
                           detail::pure_helpers(new_p, printing));
}

/// Abstracts the common blocks of two versions, except the functions named in `refined`.
inline abstracted_pair abstract(const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p,
                                std::uint32_t new_fn, const std::set<std::string> &refined = {},
                                abstraction_options options = {}) {
  abstracted_pair out{old_p, new_p, common_blocks(old_p, old_fn, new_p, new_fn), {}, refined};
  // Straight-line code that computes constants, or is linear (adds, subtracts, compares, scales
  // by literals), stays code: the solver reasons about it exactly and cheaply, and it forks no
  // path. Abstracted, it would only hide values (a constant's function takes no arguments) and
  // relations, and each of its functions would cost a refinement; numerical code has many such
  // blocks (a scaled argument, `tox = 2.0 * x`), and most of a method's functions can be them.
  std::erase_if(out.blocks, [](const common_block &b) { return b.kept_as_code; });
  for (const auto &b : out.blocks)
    for (const auto &v : b.outputs)
      out.uifs.push_back(
          {fmt::format("UF_{}_{}", v.name, b.id), b.id, v, b.inputs, b.pos, b.loop_depth, b.nonlinear_ops});
  // helpers: unchanged pure methods called from both versions
  std::set<std::uint32_t> old_helpers, new_helpers;
  std::map<std::uint32_t, std::uint32_t> old_ids, new_ids;
  if (options.helpers) {
    const auto pure_old = detail::pure_helpers(old_p);
    for (const auto &[i, j] : pure_helper_pairs(old_p, old_fn, new_p, new_fn)) {
      const auto &f = old_p.functions[i];
      const detail::block_analysis a = detail::analyse_function(old_p, i, pure_old);
      uif u{fmt::format("UF_{}", f.name), 0, {f.name, f.ret, false, 0}, {}, f.pos, a.max_loop_depth, a.nonlinear_ops};
      for (std::uint32_t k = 0; k < f.param_count; ++k)
        u.inputs.push_back({f.locals[k].name, f.locals[k].ty, false, k});
      u.assumes_termination = a.max_loop_depth > 0 || !a.calls.empty();
      old_ids[i] = new_ids[j] = static_cast<std::uint32_t>(out.uifs.size());
      out.uifs.push_back(std::move(u));
      old_helpers.insert(i);
      new_helpers.insert(j);
    }
  }
  for (auto *p : {&out.old_p, &out.new_p}) {
    p->uninterpreted.clear();
    for (const auto &u : out.uifs) {
      ir::uninterpreted_function f{u.name, {}, u.output.ty, u.assumes_termination};
      for (const auto &in : u.inputs)
        f.params.push_back(in.ty);
      p->uninterpreted.push_back(std::move(f));
    }
  }
  // later runs first: replacing a run renumbers only the statements after it
  std::vector<const common_block *> order;
  for (const auto &b : out.blocks)
    order.push_back(&b);
  for (int v = 0; v < 2; ++v) {
    auto key = [v](const common_block *b) {
      const stmt_list &r = v == 0 ? b->old_run : b->new_run;
      stmt_path k = r.parent;
      k.push_back(r.first);
      return k;
    };
    std::sort(order.begin(), order.end(), [&](const auto *x, const auto *y) { return key(x) > key(y); });
    detail::rewriter rw(v == 0 ? out.old_p : out.new_p, v == 0 ? old_fn : new_fn, out.uifs, out.refined);
    for (const auto *b : order)
      rw.abstract_block(*b, v == 0 ? b->old_run : b->new_run);
    if (options.helpers) rw.abstract_helpers(v == 0 ? old_helpers : new_helpers, v == 0 ? old_ids : new_ids);
  }
  if (out.uifs.empty()) { // nothing to abstract: the programs as they were
    out.old_p.uninterpreted.clear();
    out.new_p.uninterpreted.clear();
  }
  return out;
}

} // namespace symdelta::diff
