#pragma once
// The policy/backend combinations the CLI can run. A combination's check is a plain function
// pointer, so that the commands do not instantiate the differencing engine: each backend's
// instantiations are compiled in a translation unit of their own (checks_z3.cpp,
// checks_cvc5.cpp), which keeps every one of them, and the build, short.
#include <filesystem>
#include <string>
#include <vector>

#include <boost/hana.hpp>
#include <fmt/format.h>

#include "symdelta/model/records.hpp"
#include "symdelta/policy/policy.hpp"

namespace symdelta::cli {

using check_function = run_record (*)(const std::filesystem::path &, const std::filesystem::path &, const std::string &,
                                      const check_options &);

/// The policy's own default for Maybe classes.
inline bool default_maybe(const std::string &policy_name) {
  bool maybe = false;
  boost::hana::for_each(boost::hana::tuple_t<policy::pasda, policy::prv, policy::dse, policy::ardiff>, [&](auto t) {
    using P = typename decltype(t)::type;
    if (P::name == policy_name) maybe = P::maybe;
  });
  return maybe;
}

/// One policy with its Maybe classes on or off, on one backend.
struct combination {
  std::string policy, solver;
  bool maybe = false;
  check_function check = nullptr;
  [[nodiscard]] std::string label() const {
    const bool usual = maybe == default_maybe(policy);
    return fmt::format("{}{}/{}", policy, usual ? "" : maybe ? "+maybe" : "-maybe", solver);
  }
};

/// Every policy, with its Maybe classes on and off, on one backend (defined in checks_<backend>.cpp).
std::vector<combination> z3_combinations();
std::vector<combination> cvc5_combinations();

} // namespace symdelta::cli
