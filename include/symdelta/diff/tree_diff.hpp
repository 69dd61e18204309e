#pragma once
// Tree differencing of two method bodies (../shared/docs/background.md section 6): which
// statements are syntactically unchanged, and which were moved, inserted, deleted or updated.
//
// Statements are compared as trees of IR nodes, by meaning of names rather than by slot: a
// parameter matches the parameter at its position, a local variable a local of the same name and
// type (the compared methods' locals are named alike where they correspond: diff/correspondence.hpp),
// a static field one of the same name and type, a call one to a method whose body matches too
// (whatever its name, unless it is one that overrides or is overridden: dispatch goes by name;
// two bodies compared whole match their locals one to one, whatever their names), a loop or
// switch the statement that corresponds to it (targets are numbered per function, so an inserted
// loop renumbers the rest).
// Source positions do not matter. Each statement list is aligned by a longest common subsequence
// of unchanged statements (the anchors); between anchors, a statement unchanged elsewhere in the
// other version is moved, one of the same kind in the same gap is updated (and its children are
// aligned in turn), the rest is deleted or inserted.
#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "symdelta/ir/node.hpp"

namespace symdelta::diff {

/// A statement's place: indices into `stmt::body` from the function's body down to it.
using stmt_path = std::vector<std::uint32_t>;

/// A list of sibling statements: children [first, last) of the statement at `parent`.
struct stmt_list {
  stmt_path parent;
  std::uint32_t first = 0, last = 0;
};

enum class edit_kind : std::uint8_t { unchanged, moved, updated, inserted, deleted };

constexpr const char *to_string(edit_kind k) {
  switch (k) {
  case edit_kind::unchanged: return "unchanged";
  case edit_kind::moved: return "moved";
  case edit_kind::updated: return "updated";
  case edit_kind::inserted: return "inserted";
  case edit_kind::deleted: return "deleted";
  }
  return "?";
}

/// One statement of either version and what happened to it. `old_at` is empty for an inserted
/// statement, `new_at` for a deleted one.
struct statement_edit {
  edit_kind kind = edit_kind::unchanged;
  stmt_path old_at, new_at;
};

/// Two aligned statement lists and their unchanged pairs (indices into the parents' bodies, in
/// order): the raw material of common blocks.
struct aligned_lists {
  stmt_list old_list, new_list;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> anchors;
};

struct body_diff {
  std::vector<statement_edit> edits;  // every statement the differencing looked at, old version order first
  std::vector<aligned_lists> aligned; // every pair of lists it aligned (the bodies, and the children of updated
                                      // or unchanged compound statements)
};

/// The statement at `path` below `root`.
inline const ir::stmt &at(const ir::stmt &root, const stmt_path &path) {
  const ir::stmt *s = &root;
  for (auto i : path)
    s = &s->body[i];
  return *s;
}
inline ir::stmt &at(ir::stmt &root, const stmt_path &path) {
  ir::stmt *s = &root;
  for (auto i : path)
    s = &s->body[i];
  return *s;
}

/// Structural equality of statements and expressions of two functions (see the top of the file).
class structural_equality {
public:
  structural_equality(const ir::program &old_p, const ir::function &old_f, const ir::program &new_p,
                      const ir::function &new_f)
      : op_(old_p), np_(new_p), of_(old_f), nf_(new_f) {}

  /// Targets are matched within the two statements only: a break out of them is compared by
  /// shape (common blocks never contain one, see blocks.hpp).
  bool same(const ir::stmt &a, const ir::stmt &b) {
    targets_.clear();
    return stmt_equal(a, b);
  }
  bool same(const ir::expr &a, const ir::expr &b) { return expr_equal(a, b); }

  /// Do two functions (helpers called from both versions) have matching signatures and bodies?
  /// Their names matter only where dispatch goes by them (an instance method neither private nor
  /// a constructor): a static helper renamed is the same code.
  bool same_function(std::uint32_t a, std::uint32_t b) {
    if (const auto it = functions_.find({a, b}); it != functions_.end()) return it->second;
    functions_[{a, b}] = true; // recursion: assume equal while comparing
    const ir::function &fa = op_.functions[a], &fb = np_.functions[b];
    const bool dispatched = !fa.is_static && !fa.is_private && !fa.is_constructor;
    bool r = (fa.name == fb.name || !dispatched) && fa.ret == fb.ret && fa.param_types() == fb.param_types() &&
             fa.is_static == fb.is_static && fa.is_private == fb.is_private && fa.is_constructor == fb.is_constructor;
    if (r) {
      structural_equality inner(op_, fa, np_, fb);
      inner.functions_ = functions_;
      inner.whole_bodies_ = true;
      r = inner.stmt_equal(fa.body, fb.body);
      functions_ = inner.functions_;
    }
    functions_[{a, b}] = r;
    return r;
  }

private:
  const ir::program &op_, &np_;
  const ir::function &of_, &nf_;
  std::map<std::uint32_t, std::uint32_t> targets_; // old loop/switch/block target -> new
  std::map<std::pair<std::uint32_t, std::uint32_t>, bool> functions_;
  // Comparing two bodies whole (same_function): locals match one to one as they are first met,
  // whatever their names (`locals_` old slot -> new, `locals_back_` new -> old)
  bool whole_bodies_ = false;
  std::map<std::uint32_t, std::uint32_t> locals_, locals_back_;

  bool target_equal(std::uint32_t a, std::uint32_t b) {
    if (a == ir::no_target || b == ir::no_target) return a == b;
    const auto [it, fresh] = targets_.try_emplace(a, b);
    return fresh || it->second == b;
  }

  bool local_equal(std::uint32_t a, std::uint32_t b) {
    const auto &x = of_.locals[a], &y = nf_.locals[b];
    if (x.ty != y.ty || x.is_param != y.is_param) return false;
    if (x.is_param) return a == b; // a parameter is its position
    if (!whole_bodies_) return x.name == y.name;
    const auto [to, fresh] = locals_.try_emplace(a, b);
    const auto [back, fresh_back] = locals_back_.try_emplace(b, a);
    return to->second == b && back->second == a;
  }

  static bool literal_equal(const ir::literal &a, const ir::literal &b) {
    return a.ty == b.ty && a.i == b.i && (a.d == b.d || (a.d != a.d && b.d != b.d)) &&
           (a.f == b.f || (a.f != a.f && b.f != b.f)) && a.s == b.s;
  }

  template <class T, class Eq> static bool all_equal(const std::vector<T> &a, const std::vector<T> &b, Eq eq) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!eq(a[i], b[i])) return false;
    return true;
  }

  bool expr_equal(const ir::expr &a, const ir::expr &b) {
    using K = ir::expr_kind;
    if (a.kind != b.kind || a.ty != b.ty || a.o != b.o || a.postfix != b.postfix || a.compute_ty != b.compute_ty)
      return false;
    switch (a.kind) {
    case K::literal:
      if (!literal_equal(a.lit, b.lit)) return false;
      break;
    case K::local:
      if (!local_equal(a.index, b.index)) return false;
      break;
    case K::static_field:
    case K::instance_field: {
      const auto &x = op_.fields[a.index], &y = np_.fields[b.index];
      if (x.name != y.name || x.ty != y.ty) return false;
      break;
    }
    case K::new_object:
      if ((a.index == ir::no_function) != (b.index == ir::no_function)) return false;
      if (a.index != ir::no_function && !same_function(a.index, b.index)) return false;
      break;
    case K::call:
      if (!same_function(a.index, b.index)) return false;
      break;
    case K::intrinsic:
      if (a.fn != b.fn) return false;
      break;
    case K::uninterpreted:
      if (op_.uninterpreted[a.index].name != np_.uninterpreted[b.index].name) return false;
      break;
    default: break;
    }
    return all_equal(a.args, b.args, [&](const ir::expr &x, const ir::expr &y) { return expr_equal(x, y); });
  }

  bool stmt_equal(const ir::stmt &a, const ir::stmt &b) {
    using K = ir::stmt_kind;
    if (a.kind != b.kind || a.test_first != b.test_first || a.name != b.name) return false;
    switch (a.kind) {
    case K::local_decl:
      if (!local_equal(a.index, b.index)) return false;
      break;
    case K::abstracted:
      if (a.index != b.index) return false;
      break;
    default:
      if (!target_equal(a.target, b.target)) return false;
      break;
    }
    if (!all_equal(a.exprs, b.exprs, [&](const ir::expr &x, const ir::expr &y) { return expr_equal(x, y); }))
      return false;
    if (!all_equal(a.body, b.body, [&](const ir::stmt &x, const ir::stmt &y) { return stmt_equal(x, y); }))
      return false;
    // a catch clause's labels are classes, the same when their names are
    const auto same_labels = [&](const ir::switch_case &x, const ir::switch_case &y) {
      if (a.kind != K::try_) return x.labels == y.labels;
      return local_equal(x.slot, y.slot) && all_equal(x.labels, y.labels, [&](auto p, auto q) {
               return op_.java_class_name(static_cast<std::uint32_t>(p)) ==
                      np_.java_class_name(static_cast<std::uint32_t>(q));
             });
    };
    return all_equal(a.cases, b.cases, [&](const ir::switch_case &x, const ir::switch_case &y) {
      return same_labels(x, y) && x.is_default == y.is_default &&
             all_equal(x.body, y.body, [&](const ir::stmt &p, const ir::stmt &q) { return stmt_equal(p, q); });
    });
  }
};

namespace detail {

class differ {
public:
  differ(const ir::program &old_p, const ir::function &old_f, const ir::program &new_p, const ir::function &new_f)
      : eq_(old_p, old_f, new_p, new_f), old_f_(old_f), new_f_(new_f) {}

  body_diff run() {
    align(list_of(old_f_.body, {}), list_of(new_f_.body, {}));
    return std::move(out_);
  }

private:
  structural_equality eq_;
  const ir::function &old_f_, &new_f_;
  body_diff out_;

  /// The statements below `s` as a list: a block's children, else `s` alone (as child `index` of
  /// its parent).
  static stmt_list list_of(const ir::stmt &s, stmt_path path) {
    if (s.kind == ir::stmt_kind::block || path.empty())
      return {std::move(path), 0, static_cast<std::uint32_t>(s.body.size())};
    stmt_path parent(path.begin(), path.end() - 1);
    return {std::move(parent), path.back(), path.back() + 1};
  }

  static stmt_path child(const stmt_path &parent, std::uint32_t i) {
    stmt_path p = parent;
    p.push_back(i);
    return p;
  }

  void align(const stmt_list &ol, const stmt_list &nl) {
    const ir::stmt &op = at(old_f_.body, ol.parent), &np = at(new_f_.body, nl.parent);
    const std::uint32_t n = ol.last - ol.first, m = nl.last - nl.first;
    // longest common subsequence of unchanged statements
    std::vector<std::vector<std::uint32_t>> lcs(n + 1, std::vector<std::uint32_t>(m + 1, 0));
    std::vector<std::vector<char>> same(n, std::vector<char>(m, 0));
    for (std::uint32_t i = 0; i < n; ++i)
      for (std::uint32_t j = 0; j < m; ++j)
        same[i][j] = eq_.same(op.body[ol.first + i], np.body[nl.first + j]);
    for (std::uint32_t i = n; i-- > 0;)
      for (std::uint32_t j = m; j-- > 0;)
        lcs[i][j] = same[i][j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    aligned_lists al{ol, nl, {}};
    std::vector<char> old_done(n, 0), new_done(m, 0);
    for (std::uint32_t i = 0, j = 0; i < n && j < m;) {
      if (same[i][j] && lcs[i][j] == lcs[i + 1][j + 1] + 1) {
        al.anchors.emplace_back(ol.first + i, nl.first + j);
        old_done[i] = new_done[j] = 1;
        ++i, ++j;
      } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
        ++i;
      } else {
        ++j;
      }
    }
    for (const auto &[i, j] : al.anchors) {
      out_.edits.push_back({edit_kind::unchanged, child(ol.parent, i), child(nl.parent, j)});
      descend(child(ol.parent, i), child(nl.parent, j)); // blocks may lie inside unchanged compounds too
    }
    // moved: unchanged, but not where the alignment put the anchors
    for (std::uint32_t i = 0; i < n; ++i)
      for (std::uint32_t j = 0; j < m && !old_done[i]; ++j)
        if (!new_done[j] && same[i][j]) {
          out_.edits.push_back({edit_kind::moved, child(ol.parent, ol.first + i), child(nl.parent, nl.first + j)});
          old_done[i] = new_done[j] = 1;
        }
    // updated: the same kind of statement in the same gap between anchors
    // the gap between anchors a statement lies in: how many anchors come before it
    auto gap = [&](bool old_side, std::uint32_t index) {
      return std::count_if(al.anchors.begin(), al.anchors.end(),
                           [&](const auto &an) { return (old_side ? an.first : an.second) < index; });
    };
    for (std::uint32_t i = 0; i < n; ++i)
      for (std::uint32_t j = 0; j < m && !old_done[i]; ++j)
        if (!new_done[j] && op.body[ol.first + i].kind == np.body[nl.first + j].kind &&
            gap(true, ol.first + i) == gap(false, nl.first + j)) {
          const auto a = child(ol.parent, ol.first + i), b = child(nl.parent, nl.first + j);
          out_.edits.push_back({edit_kind::updated, a, b});
          old_done[i] = new_done[j] = 1;
          descend(a, b);
        }
    for (std::uint32_t i = 0; i < n; ++i)
      if (!old_done[i]) out_.edits.push_back({edit_kind::deleted, child(ol.parent, ol.first + i), {}});
    for (std::uint32_t j = 0; j < m; ++j)
      if (!new_done[j]) out_.edits.push_back({edit_kind::inserted, {}, child(nl.parent, nl.first + j)});
    out_.aligned.push_back(std::move(al));
  }

  /// Aligns the children of two statements of the same kind: branches, loop bodies, blocks.
  void descend(const stmt_path &a, const stmt_path &b) {
    const ir::stmt &x = at(old_f_.body, a), &y = at(new_f_.body, b);
    switch (x.kind) {
    case ir::stmt_kind::block: align(list_of(x, a), list_of(y, b)); return;
    case ir::stmt_kind::if_:
      align(list_of(x.body[0], child(a, 0)), list_of(y.body[0], child(b, 0)));
      if (x.body.size() > 1 && y.body.size() > 1)
        align(list_of(x.body[1], child(a, 1)), list_of(y.body[1], child(b, 1)));
      return;
    case ir::stmt_kind::loop: align(list_of(x.body[0], child(a, 0)), list_of(y.body[0], child(b, 0))); return;
    default: return;
    }
  }
};

} // namespace detail

/// Differencing of two functions' bodies.
inline body_diff diff_bodies(const ir::program &old_p, const ir::function &old_f, const ir::program &new_p,
                             const ir::function &new_f) {
  return detail::differ(old_p, old_f, new_p, new_f).run();
}

} // namespace symdelta::diff
