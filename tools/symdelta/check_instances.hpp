#pragma once
// The engine instantiated for every policy on one backend: included by one translation unit per
// backend only.
#include <boost/hana.hpp>

#include "combinations.hpp"
#include "symdelta/engine/differ.hpp"
#include "symdelta/frontend/java/frontend.hpp"

namespace symdelta::cli {

template <class Solver, class Policy>
run_record check_with(const std::filesystem::path &old_file, const std::filesystem::path &new_file,
                      const std::string &method, const check_options &o) {
  return differ<java::frontend, Solver, Policy>(o).check_files(old_file, new_file, method);
}

template <class Solver> std::vector<combination> combinations_on() {
  std::vector<combination> out;
  boost::hana::for_each(
      boost::hana::tuple_t<policy::basic_pasda<true>, policy::basic_pasda<false>, policy::basic_prv<false>,
                           policy::basic_prv<true>, policy::basic_dse<false>, policy::basic_dse<true>,
                           policy::basic_ardiff<false>, policy::basic_ardiff<true>>,
      [&](auto t) {
        using P = typename decltype(t)::type;
        out.push_back({std::string(P::name), std::string(Solver::name), P::maybe, &check_with<Solver, P>});
      });
  return out;
}

} // namespace symdelta::cli
