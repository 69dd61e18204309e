#pragma once
// The scopes of a method's locals while its body is walked: a block, a `for`, a catch clause, a
// lambda opens one; a declaration names a local in the innermost; a simple name means the local
// of the innermost scope that declares it (the latest declaration there). The lowering keeps IR
// slots in it (context.hpp), the variant generator its variable ids (variants/model.hpp).
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace symdelta::java::detail {

template <class Local> class local_scopes {
public:
  void open() { scopes_.emplace_back(); }
  void close() { scopes_.pop_back(); }
  void clear() { scopes_.clear(); }

  /// Names `local` in the innermost scope, where it hides an outer local (or an earlier one of
  /// this scope) of the same name.
  void declare(std::string name, Local local) {
    scope &s = scopes_.back();
    s.order.emplace_back(name, local);
    s.by_name[std::move(name)] = std::move(local);
  }

  /// The local the name means here, if any.
  [[nodiscard]] const Local *find(std::string_view name) const {
    const std::string key(name);
    for (auto s = scopes_.rbegin(); s != scopes_.rend(); ++s)
      if (auto it = s->by_name.find(key); it != s->by_name.end()) return &it->second;
    return nullptr;
  }

  /// Does an open scope declare the name (javac rejects a local that shadows a local)?
  [[nodiscard]] bool declared(std::string_view name) const { return find(name) != nullptr; }

  /// The locals of the innermost scope, in the order declared.
  [[nodiscard]] std::vector<Local> innermost() const {
    std::vector<Local> out;
    for (const auto &d : scopes_.back().order)
      out.push_back(d.second);
    return out;
  }

  /// The locals a name can mean here, one a name, outermost (then earliest declared) first.
  [[nodiscard]] std::vector<Local> visible() const {
    std::vector<Local> out;
    std::set<std::string_view> seen;
    for (auto s = scopes_.rbegin(); s != scopes_.rend(); ++s)
      for (auto d = s->order.rbegin(); d != s->order.rend(); ++d)
        if (seen.insert(d->first).second) out.push_back(d->second);
    return {out.rbegin(), out.rend()};
  }

private:
  struct scope {
    std::vector<std::pair<std::string, Local>> order; // as declared, a name again where redeclared
    std::unordered_map<std::string, Local> by_name;   // the latest of each name
  };
  std::vector<scope> scopes_;
};

} // namespace symdelta::java::detail
