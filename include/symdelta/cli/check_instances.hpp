#pragma once
// The engine instantiated for a program's policies on one backend. A program includes this header
// in the translation units that compile its checks, one per backend say, and names its lists there:
//
//   #include <symdelta/cli/check_instances.hpp>
//   SYMDELTA_CLI_INSTANTIATE(symdelta::solver::z3, my_policies);
//
// Every instantiation of the engine costs about 20 s of compile time; the other translation units
// (the one calling cli::main among them) see only the declaration in combinations.hpp.
#include <algorithm>
#include <string>
#include <vector>

#include "symdelta/cli/combinations.hpp"
#include "symdelta/engine/differ.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/policy/policy.hpp"

namespace symdelta::cli {

namespace detail {

template <class Solver, class Policy>
run_record check_with(const std::filesystem::path &old_file, const std::filesystem::path &new_file,
                      const std::string &method, const std::string &new_method, const check_options &o) {
  return differ<java::frontend, Solver, Policy>(o).check_files(old_file, new_file, method, new_method);
}

template <class Solver, class Policy>
run_record check_sources_with(const std::string &old_source, const std::string &new_source, const std::string &method,
                              const std::string &new_method, const check_options &o) {
  return differ<java::frontend, Solver, Policy>(o).check(old_source, new_source, method, new_method);
}

template <class Backend> void (*prepare_of())() {
  if constexpr (requires { Backend::prepare(); })
    return &Backend::prepare;
  else
    return nullptr;
}
template <class Backend> void (*prepare_for_one_check_of())() {
  if constexpr (requires { Backend::prepare_for_one_check(); })
    return &Backend::prepare_for_one_check;
  else
    return nullptr;
}

template <class Backend, class... Policies> std::vector<combination> combinations_of(policies<Policies...> list) {
  std::vector<combination> out = described(list, std::string(Backend::name));
  std::size_t i = 0;
  (
      [&] {
        combination &c = out[i++];
        c.check = &check_with<Backend, Policies>;
        c.check_sources = &check_sources_with<Backend, Policies>;
        c.prepare = prepare_of<Backend>();
        c.prepare_for_one_check = prepare_for_one_check_of<Backend>();
      }(),
      ...);
  return out;
}

} // namespace detail

template <class Policies, class Backend> std::vector<combination> combinations_on() {
  return detail::combinations_of<Backend>(Policies{});
}

} // namespace symdelta::cli

/// Compiles the checks of every policy of the list (a cli::policies<...>) on BACKEND in this
/// translation unit, for the cli::main of the same lists (at namespace scope).
#define SYMDELTA_CLI_INSTANTIATE(BACKEND, ...)                                                                         \
  template std::vector<::symdelta::cli::combination> symdelta::cli::combinations_on<__VA_ARGS__, BACKEND>()
