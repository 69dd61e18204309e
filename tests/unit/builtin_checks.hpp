#pragma once
// The built-in policies' checks as the symdelta tool compiles them, once per backend
// (tools/symdelta/checks_*.cpp, the symdelta_builtin_checks library). Tests that run whole checks
// call them through builtin_differ, which reads like differ<java::frontend, Solver, Policy>, so that
// each of them does not compile the engine again.
#include <filesystem>
#include <stdexcept>
#include <string>

#include "symdelta/cli/builtin.hpp"

namespace symdelta::test {

/// A check's options in ideal semantics (PASDA's integers and reals), which the labels of these
/// tests' pairs are for (the library's default is Java semantics).
inline check_options ideal_options() {
  check_options o;
  o.semantics = semantics_mode::ideal;
  return o;
}

template <class Solver, class Policy> class builtin_differ {
public:
  explicit builtin_differ(check_options options = ideal_options()) : options_(options) {}

  run_record check_files(const std::filesystem::path &old_file, const std::filesystem::path &new_file,
                         const std::string &method = {}, const std::string &new_method = {}) const {
    return combination().check(old_file, new_file, method, new_method, options_);
  }

  run_record check(const std::string &old_source, const std::string &new_source, const std::string &method = {},
                   const std::string &new_method = {}) const {
    return combination().check_sources(old_source, new_source, method, new_method, options_);
  }

  /// The backend's name (the lists only declare the backend types).
  static const std::string &solver() { return combination().solver; }

private:
  check_options options_;

  static const cli::combination &combination() {
    static const cli::combination found = [] {
      for (auto &c : cli::combinations_on<cli::builtin_policies, Solver>())
        if (c.policy == Policy::name && c.maybe == cli::maybe_of<Policy>()) return c;
      throw std::logic_error("not a built-in policy: " + std::string(Policy::name));
    }();
    return found;
  }
};

} // namespace symdelta::test
