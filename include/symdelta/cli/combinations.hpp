#pragma once
// The policy/backend combinations a command-line program can run, and the type lists that name
// them (cli::main<policies<...>, backends<...>>). A combination's check is a plain function
// pointer, so that the commands do not instantiate the differencing engine: the instantiations
// are compiled where the program says (checks.hpp), one translation unit per backend,
// say, which keeps every one of them, and the build, short.
#include <algorithm>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include <boost/hana/for_each.hpp>
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>
#include <fmt/format.h>

#include "symdelta/core/classification.hpp"
#include "symdelta/model/records.hpp"
#include "symdelta/policy/policy.hpp"

namespace symdelta::cli {

/// The classification policies a program offers, in the order its --help lists them. The first
/// policy of a name is that name's default; a later one of the same name is its variant with the
/// best-effort Maybe classes the other way round (--maybe, --no-maybe), e.g.
/// policy::basic_pasda<true> then policy::basic_pasda<false>. The first policy is --policy's
/// default.
template <class... Policies> struct policies {
  static constexpr auto types = boost::hana::tuple_t<Policies...>; // to iterate over at compile time
};

/// The solver backends a program offers; the first is --solver's default.
template <class... Backends> struct backends {
  static constexpr auto types = boost::hana::tuple_t<Backends...>; // to iterate over at compile time
};

/// A backend of a `backends` list whose checks are compiled in a shared object, loaded when a
/// check first needs it (cli/loaded_backend.hpp): a program that offers it does not pay for the
/// solver's library at every start when another backend runs. `Module` names it: `solver` (the
/// backend's name), `file` (the shared object's file name) and `install_dir` (where it is
/// installed, relative to the program's folder unless absolute; the program's own folder is
/// searched first, as in a build tree).
template <class Module> struct loaded_backend {};

/// A check of two files: the compared method in the old version, and in the new one where it is
/// not the old one's counterpart (differ::check_files).
using check_function = run_record (*)(const std::filesystem::path &old_file, const std::filesystem::path &new_file,
                                      const std::string &method, const std::string &new_method, const check_options &);

/// The same check on two versions given as source text.
using check_sources_function = run_record (*)(const std::string &old_source, const std::string &new_source,
                                              const std::string &method, const std::string &new_method,
                                              const check_options &);

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
  program_rule classify = nullptr;           // the policy's own, for a check stopped or killed at its limit
  void (*prepare)() = nullptr;               // the backend's set-up before forking one child per check, if any
  void (*prepare_for_one_check)() = nullptr; // the set-up of a process that runs one check and exits, if any
  std::string (*load)() = nullptr;           // loads what its checks need, if anything: empty, or why it cannot

  [[nodiscard]] std::string label() const {
    return fmt::format("{}{}/{}", policy, usual ? "" : maybe ? "+maybe" : "-maybe", solver);
  }
};

/// How a policy explores and iterates, in words: "partitions, then abstraction and refinement".
inline std::string describe(strategy how) {
  std::string s = to_string(how.mode);
  if (how.abstract_from == 1) s += how.refine ? ", abstracted, refined" : ", abstracted";
  if (how.abstract_from > 1) s += how.refine ? ", then abstraction and refinement" : ", then abstraction";
  return s;
}

/// Every policy of the list on the backend named `solver`, without its functions: what a
/// program says of its combinations before it runs one.
template <class Policies> std::vector<combination> described(Policies, const std::string &solver) {
  std::vector<combination> out;
  boost::hana::for_each(Policies::types, [&](auto policy) {
    using P = typename decltype(policy)::type;
    const std::string name(P::name);
    combination c;
    c.policy = name;
    c.solver = solver;
    c.description = describe(strategy_of<P>());
    c.maybe = maybe_of<P>();
    c.usual = std::none_of(out.begin(), out.end(), [&](const auto &o) { return o.policy == name; });
    c.classify = &P::classify_program;
    out.push_back(std::move(c));
  });
  return out;
}

/// Every policy of `Policies` on `Backend`. Declared here and defined in checks.hpp:
/// a translation unit that includes that header and instantiates this function for its lists
/// (an explicit instantiation) compiles the engine for them; every other one only calls it.
template <class Policies, class Backend> std::vector<combination> combinations_on();

/// Every policy of `Policies` on a backend loaded on first use (defined in loaded_backend.hpp).
template <class Policies, class Module> std::vector<combination> loaded_combinations();

namespace detail {
template <class Policies, class Backend>
std::vector<combination> combinations_of_backend(boost::hana::basic_type<Backend>) {
  return combinations_on<Policies, Backend>();
}
template <class Policies, class Module>
std::vector<combination> combinations_of_backend(boost::hana::basic_type<loaded_backend<Module>>) {
  return loaded_combinations<Policies, Module>();
}
} // namespace detail

/// Every policy on every backend, backends outer.
template <class Policies, class Backends> std::vector<combination> all_combinations(Backends) {
  std::vector<combination> out;
  boost::hana::for_each(Backends::types, [&](auto backend) {
    const std::vector<combination> list = detail::combinations_of_backend<Policies>(backend);
    out.insert(out.end(), list.begin(), list.end());
  });
  return out;
}

} // namespace symdelta::cli
