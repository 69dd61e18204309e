#pragma once
// The engine instantiated for a program's policies on one backend: cli::combinations_on, whose
// combinations' functions run differ<java::frontend, Backend, Policy> for each policy of the list.
// Every unit that instantiates it compiles the engine (the longest compile of a program); a
// program with several backends compiles each in a unit of its own, an explicit instantiation
//
//   template std::vector<symdelta::cli::combination>
//   symdelta::cli::combinations_on<my_policies, symdelta::solver::z3>();
//
// after including this header and the backend's, and calls cli::main from a unit that does not
// include this header (symdelta/cli/program.hpp; tools/symdelta does so).
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

template <class Backend, class Policies> std::vector<combination> combinations_of(Policies list) {
  std::vector<combination> out = described(list, std::string(Backend::name));
  auto c = out.begin();
  boost::hana::for_each(Policies::types, [&](auto policy) {
    using P = typename decltype(policy)::type;
    c->check = &check_with<Backend, P>;
    c->check_sources = &check_sources_with<Backend, P>;
    c->prepare = prepare_of<Backend>();
    c->prepare_for_one_check = prepare_for_one_check_of<Backend>();
    ++c;
  });
  return out;
}

} // namespace detail

template <class Policies, class Backend> std::vector<combination> combinations_on() {
  return detail::combinations_of<Backend>(Policies{});
}

} // namespace symdelta::cli
