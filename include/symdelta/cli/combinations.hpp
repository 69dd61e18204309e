#pragma once
// The policy/backend combinations a command-line program can run, and the type lists that name
// them (cli::main<policies<...>, backends<...>>). A combination's check is a plain function
// pointer, so that the commands do not instantiate the differencing engine: the instantiations
// are compiled where the program says (check_instances.hpp), one translation unit per backend,
// say, which keeps every one of them, and the build, short.
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/classification.hpp"
#include "symdelta/model/records.hpp"

namespace symdelta::cli {

/// The classification policies a program offers, in the order its --help lists them. The first
/// policy of a name is that name's default; a later one of the same name is its variant with the
/// best-effort Maybe classes the other way round (--maybe, --no-maybe), e.g.
/// policy::basic_pasda<true> then policy::basic_pasda<false>. The first policy is --policy's
/// default.
template <class... Policies> struct policies {};

/// The solver backends a program offers; the first is --solver's default.
template <class... Backends> struct backends {};

using check_function = run_record (*)(const std::filesystem::path &, const std::filesystem::path &, const std::string &,
                                      const check_options &);

/// The same check on two versions given as source text.
using check_sources_function = run_record (*)(const std::string &old_source, const std::string &new_source,
                                              const std::string &method, const check_options &);

/// The program-level rule of a policy: how the classes of the partitions make its verdict.
using program_rule = verdict (*)(std::span<const partition_class>, run_facts);

/// Whether the policy gives the best-effort Maybe classes: its `maybe` member, else no.
template <class Policy> constexpr bool maybe_of() {
  if constexpr (requires { Policy::maybe; })
    return Policy::maybe;
  else
    return false;
}

/// One policy with its Maybe classes on or off, on one backend.
struct combination {
  std::string policy, solver;
  std::string description; // how the policy explores and iterates, for --help
  bool maybe = false;      // best-effort Maybe classes on
  bool usual = true;       // the policy's default (the first of its name in the list)
  check_function check = nullptr;
  check_sources_function check_sources = nullptr;
  program_rule classify = nullptr; // the policy's own, for a check stopped or killed at its limit
  void (*prepare)() = nullptr;     // the backend's set-up before forking one child per check, if any

  [[nodiscard]] std::string label() const {
    return fmt::format("{}{}/{}", policy, usual ? "" : maybe ? "+maybe" : "-maybe", solver);
  }
};

/// Every policy of `Policies` on `Backend`. Declared here and defined in check_instances.hpp:
/// a translation unit that includes that header and instantiates this function for its lists
/// (SYMDELTA_CLI_INSTANTIATE) compiles the engine for them; every other one only calls it.
template <class Policies, class Backend> std::vector<combination> combinations_on();

/// Every policy on every backend, backends outer.
template <class Policies, class... Backends> std::vector<combination> all_combinations(backends<Backends...>) {
  std::vector<combination> out;
  for (auto &&list : {combinations_on<Policies, Backends>()...})
    out.insert(out.end(), list.begin(), list.end());
  return out;
}

} // namespace symdelta::cli
