#pragma once
// The sorts of an SMT-LIB term's subterms, for the Java printer of report/java_terms.hpp: the
// text names no sort, so they are inferred bottom-up from the operators, and a constant's from
// the operators it is used with.
#include <map>
#include <string>
#include <vector>

#include "symdelta/report/java_terms/sexp.hpp"

namespace symdelta::report::java_terms_detail {

/// What the printer knows of the sorts and let-bound names of the term it prints.
class sort_inference {
protected:
  bool prefer_char_ = false;
  // once the constants' sorts are known, each node's sort is computed once (tr() asks for the
  // sort of every node it visits, and a term can be thousands of levels deep)
  bool inferred_ = false;
  std::map<const sexp *, sort_info> sorts_;
  std::map<std::string, sort_info> vars_;                 // the constants' sorts, as their uses tell
  std::vector<std::map<std::string, const sexp *>> lets_; // let-bound names, innermost last

  const sexp *bound(const std::string &a) const {
    for (auto it = lets_.rbegin(); it != lets_.rend(); ++it)
      if (auto f = it->find(a); f != it->end()) return f->second;
    return nullptr;
  }

  template <class F> auto with_lets(const sexp &e, F body) {
    std::map<std::string, const sexp *> frame;
    for (const auto &b : e.items[1].items)
      if (b.list && b.items.size() == 2 && !b.items[0].list) frame[b.items[0].atom] = &b.items[1];
    lets_.push_back(std::move(frame));
    auto r = body(e.items[2]);
    lets_.pop_back();
    return r;
  }

  // ---- SMT-LIB text of a subterm, let-bound names replaced by what they stand for

  std::string smt(const sexp &e) {
    if (!e.list) {
      if (const sexp *b = bound(e.atom)) return smt(*b);
      return e.atom;
    }
    if (e.head("let") && e.items.size() == 3 && e.items[1].list)
      return with_lets(e, [&](const sexp &b) { return smt(b); });
    std::string out = "(";
    for (std::size_t i = 0; i < e.items.size(); ++i)
      out += (i ? " " : "") + smt(e.items[i]);
    return out + ")";
  }

  // ---- sorts

  sort_info sort_of_atom(const std::string &a) const {
    if (a == "true" || a == "false") return {sort_info::boolean};
    if (auto b = bits_of(a)) return bv_sort(b->second);
    if (!a.empty() && a.find_first_not_of("0123456789") == std::string::npos) return {sort_info::integer};
    if (!a.empty() && a.find_first_not_of("0123456789.") == std::string::npos) return {sort_info::real};
    if (!a.empty() && a[0] == '"') return {sort_info::string};
    if (auto it = vars_.find(a); it != vars_.end()) return it->second;
    return {};
  }

  void learn(const sexp &e, const sort_info &s) {
    if (s.kind == sort_info::unknown || e.list || bound(e.atom)) return;
    if (sort_of_atom(e.atom).kind != sort_info::unknown && !vars_.count(e.atom)) return; // a literal
    auto &v = vars_[e.atom];
    if (v.kind == sort_info::unknown || (v.kind == s.kind && v.width == 0)) v = s;
    if (s.is_char) v.is_char = true;
  }

  /// Bottom-up sorts, teaching the constants' sorts from the operators they are used with.
  sort_info infer(const sexp &e) {
    if (!inferred_ || !e.list) return infer_node(e);
    if (auto it = sorts_.find(&e); it != sorts_.end()) return it->second;
    const sort_info s = infer_node(e);
    sorts_.emplace(&e, s);
    return s;
  }

  sort_info infer_node(const sexp &e) {
    if (!e.list) {
      if (const sexp *b = bound(e.atom)) return infer(*b);
      return sort_of_atom(e.atom);
    }
    if (e.items.empty()) return {};
    if (e.head("let") && e.items.size() == 3) return with_lets(e, [&](const sexp &b) { return infer(b); });
    if (e.head("fp") && e.items.size() == 4) {
      const auto eb = bits_of(e.items[2].atom), m = bits_of(e.items[3].atom);
      return eb && m ? fp_sort(eb->second, m->second + 1) : sort_info{};
    }
    if (e.head("_")) {
      if (e.items.size() == 3 && !e.items[1].list && e.items[1].atom.rfind("bv", 0) == 0)
        if (auto w = number(e.items[2])) return bv_sort(*w);
      if (e.items.size() == 4)
        if (auto eb = number(e.items[2]), sb = number(e.items[3]); eb && sb) return fp_sort(*eb, *sb);
      return {};
    }
    std::vector<sort_info> args;
    for (std::size_t i = 1; i < e.items.size(); ++i)
      args.push_back(infer(e.items[i]));
    const sexp &h = e.items[0];
    const std::string op = h.list ? std::string() : operator_name(h.atom);
    const auto all = [&](const sort_info &s, std::size_t from = 1) {
      for (std::size_t i = from; i < e.items.size(); ++i)
        learn(e.items[i], s);
    };
    const auto common = [&](std::size_t from = 0) {
      sort_info s;
      for (std::size_t i = from; i < args.size(); ++i)
        if (args[i].kind != sort_info::unknown && (s.kind == sort_info::unknown || (s.width == 0 && args[i].width)))
          s = args[i];
      for (std::size_t i = from; i < args.size(); ++i)
        if (args[i].is_char) s.is_char = true;
      return s;
    };
    if (op == "and" || op == "or" || op == "not" || op == "=>" || op == "xor") {
      all({sort_info::boolean});
      return {sort_info::boolean};
    }
    if (op == "=" || op == "distinct") {
      all(common());
      return {sort_info::boolean};
    }
    if (op == "ite") {
      if (e.items.size() > 1) learn(e.items[1], {sort_info::boolean}); // (a malformed `(ite)` has no condition)
      const sort_info s = common(1);
      all(s, 2);
      return s;
    }
    if (op.rfind("fp.", 0) == 0) {
      const bool rounded = op == "fp.add" || op == "fp.sub" || op == "fp.mul" || op == "fp.div" || op == "fp.sqrt" ||
                           op == "fp.fma" || op == "fp.roundToIntegral";
      sort_info s = common(rounded ? 1 : 0);
      if (s.kind != sort_info::fp) s = {sort_info::fp};
      all(s, rounded ? 2 : 1);
      if (op == "fp.lt" || op == "fp.leq" || op == "fp.gt" || op == "fp.geq" || op == "fp.eq" ||
          op.rfind("fp.is", 0) == 0)
        return {sort_info::boolean};
      if (op == "fp.to_real") return {sort_info::real};
      return s;
    }
    if (op.rfind("bv", 0) == 0) {
      const bool unsigned_compare = op == "bvult" || op == "bvule" || op == "bvugt" || op == "bvuge";
      sort_info s = common();
      if (s.kind != sort_info::bv) s = {sort_info::bv};
      if (unsigned_compare && s.width == 16) s.is_char = true;
      all(s);
      if (unsigned_compare || op == "bvslt" || op == "bvsle" || op == "bvsgt" || op == "bvsge")
        return {sort_info::boolean};
      if (op == "bvcomp") return bv_sort(1);
      return s;
    }
    if (op == "+" || op == "-" || op == "*" || op == "<" || op == "<=" || op == ">" || op == ">=" || op == "/" ||
        op == "abs") {
      sort_info s = common();
      if (op == "/") s = {sort_info::real};
      if (s.kind == sort_info::integer || s.kind == sort_info::real) all(s);
      if (op == "<" || op == "<=" || op == ">" || op == ">=") return {sort_info::boolean};
      return s;
    }
    if (op == "str.++") {
      all({sort_info::string});
      return {sort_info::string};
    }
    if (op == "div" || op == "mod" || op == "to_real") {
      all({sort_info::integer});
      return {op == "to_real" ? sort_info::real : sort_info::integer};
    }
    if (h.list && h.items.size() >= 3 && h.items[0].is("_")) { // an indexed operator
      const std::string name = h.items[1].atom;
      const auto i = number(h.items[2]), j = h.items.size() > 3 ? number(h.items[3]) : index{};
      if (name == "extract" && i && j) return bv_sort(*i - *j + 1);
      if ((name == "sign_extend" || name == "zero_extend") && i && !args.empty()) {
        const unsigned from = args[0].width ? args[0].width : extended_from(*i);
        if (!from) return {};
        sort_info c = bv_sort(from);
        c.is_char = name == "zero_extend" && from == 16;
        learn(e.items[1], c);
        return bv_sort(from + *i);
      }
      if ((name == "to_fp" || name == "to_fp_unsigned") && i && j) return fp_sort(*i, *j);
      if ((name == "fp.to_sbv" || name == "fp.to_ubv") && i) return bv_sort(*i);
    }
    return {};
  }
};

} // namespace symdelta::report::java_terms_detail
