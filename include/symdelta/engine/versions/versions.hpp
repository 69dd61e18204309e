#pragma once
// The two versions a check compares, made ready once for every way of running them (symbolic
// exploration, witnesses, the pre-pass, the JVM replay): their compared methods chosen
// (frontend/entry_method.hpp), the class holding each made its version's main class
// (ir/main_class.hpp), and the new version's names made the old version's where they
// correspond (diff/correspondence.hpp).
#include <cstdint>
#include <string>
#include <vector>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/diff/correspondence.hpp"
#include "symdelta/frontend/entry_method.hpp"
#include "symdelta/frontend/frontend.hpp"
#include "symdelta/ir/main_class.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/model/records.hpp"

namespace symdelta::engine {

struct version_pair {
  ir::program prog[2];
  std::uint32_t fn[2] = {ir::no_function, ir::no_function};
  std::string method[2]; // each compared method as a user names it in its file (entry_label)
  diff::correspondence matched;
};

/// The versions of `method` (the frontend's default when empty) in the old program and of
/// `new_method` in the new one (when empty, the old one's counterpart: counterpart_method),
/// matched; a diagnostic when a program does not lower, a method is not found, or the two
/// methods' signatures differ.
template <frontend F>
result<version_pair> compared_versions(result<ir::program> old_p, result<ir::program> new_p, const std::string &method,
                                       const std::string &new_method = {}) {
  if (!old_p) return old_p.error();
  if (!new_p) return new_p.error();
  auto old_fn = F::entry_method(*old_p, method, std::nullopt);
  if (!old_fn) return old_fn.error();
  auto new_fn = new_method.empty() ? counterpart_method(*old_p, *old_fn, *new_p)
                                   : F::entry_method(*new_p, new_method, std::nullopt);
  if (!new_fn) return new_fn.error();
  version_pair v;
  v.prog[0] = std::move(*old_p);
  v.prog[1] = std::move(*new_p);
  v.fn[0] = *old_fn;
  v.fn[1] = *new_fn;
  std::string signature[2]; // as each file names it, for a diagnostic
  for (int k = 0; k < 2; ++k) {
    v.method[k] = entry_label(v.prog[k], v.fn[k]);
    signature[k] = method_signature(v.prog[k], v.fn[k]);
  }
  for (int k = 0; k < 2; ++k)
    ir::make_main_class(v.prog[k], v.prog[k].functions[v.fn[k]].owner);
  v.matched = diff::match_versions(v.prog[0], v.fn[0], v.prog[1], v.fn[1]);
  const ir::function &fo = v.prog[0].functions[v.fn[0]], &fn = v.prog[1].functions[v.fn[1]];
  // by the types' names, after the matching: a class's index may differ between the versions
  const auto same = [&](ir::type a, ir::type b) { return v.prog[0].type_label(a) == v.prog[1].type_label(b); };
  bool same_signature = fo.param_count == fn.param_count && same(fo.ret, fn.ret);
  for (std::uint32_t k = 0; same_signature && k < fo.param_count; ++k)
    same_signature = same(fo.locals[k].ty, fn.locals[k].ty);
  if (!same_signature)
    return diagnostic{
        diagnostic::kind::type, v.prog[1].file, fn.pos,
        fmt::format("the two versions of the method have different signatures: {} and {}", signature[0], signature[1])};
  return v;
}

/// What a run records of the correspondence: the classes matched under other names, and those
/// of one version only.
inline std::vector<class_match_record> class_records(const diff::correspondence &c) {
  std::vector<class_match_record> out;
  for (const auto &m : c.renamed())
    out.push_back({m.old_name, m.new_name, m.why});
  for (const auto &name : c.old_only)
    out.push_back({name, "", "old version only"});
  for (const auto &name : c.new_only)
    out.push_back({"", name, "new version only"});
  if (c.old_package != c.new_package) out.push_back({c.old_package, c.new_package, "package"});
  return out;
}

} // namespace symdelta::engine
