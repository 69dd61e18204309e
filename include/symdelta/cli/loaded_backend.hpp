#pragma once
// Backends whose checks live in a shared object loaded on first use (cli::loaded_backend): a
// program offering CVC5 besides Z3 then loads libcvc5 and its dependencies only for a check on
// CVC5, not at every start (their relocations and static constructors are a noticeable share
// of a small check: docs/results.md). The shared object is compiled from the same instantiations as a linked-in
// backend's (checks.hpp) plus the one function the program looks up in it:
//
//   // checks_cvc5_module.cpp, built as a CMake MODULE library with checks_cvc5.cpp
//   #include <symdelta/cli/loaded_backend.hpp>
//   extern "C" const std::vector<symdelta::cli::combination> *symdelta_cli_module_combinations() {
//     return symdelta::cli::module_combinations<my_policies, symdelta::solver::cvc5>();
//   }
//
// The program lists `loaded_backend<Module>` in its backends; the combinations' functions load
// the shared object when first called, and cli::select loads it before a check runs, so that a
// missing one is a usage error, not a failed check.
#include <dlfcn.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <boost/hana/for_each.hpp>
#include <boost/hana/range.hpp>
#include <boost/hana/size.hpp>
#include <fmt/format.h>

#include "symdelta/cli/combinations.hpp"

/// The function a backend's shared object exports: its combinations, in the order of the
/// policies' list.
using symdelta_cli_module_function = const std::vector<symdelta::cli::combination> *(*)();

namespace symdelta::cli {

namespace detail {

/// The folder of the running program (the build tree puts the shared objects next to it).
inline std::filesystem::path program_folder() {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::filesystem::path() : exe.parent_path();
}

/// A backend's shared object once loaded: its combinations, or why it could not be loaded.
struct loaded_module {
  const std::vector<combination> *combinations = nullptr;
  std::string error;
};

template <class Module> const loaded_module &load_module() {
  static const loaded_module loaded = [] {
    loaded_module m;
    std::vector<std::string> tried;
    const std::filesystem::path here = program_folder();
    for (const std::filesystem::path &folder :
         {here, (here / Module::install_dir).lexically_normal()}) { // (an absolute one replaces)
      const std::filesystem::path file = folder / Module::file;
      if (!std::filesystem::exists(file)) {
        tried.push_back(file.string());
        continue;
      }
      void *handle = dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL);
      if (!handle) {
        m.error = fmt::format("cannot load {}: {}", file.string(), dlerror());
        return m;
      }
      const auto list =
          reinterpret_cast<symdelta_cli_module_function>(dlsym(handle, "symdelta_cli_module_combinations"));
      if (!list) {
        m.error =
            fmt::format("{} is not a symdelta backend module (no symdelta_cli_module_combinations)", file.string());
        return m;
      }
      m.combinations = list();
      return m;
    }
    m.error = fmt::format("the {} backend's shared object {} is not installed (looked for {})", Module::solver,
                          Module::file, fmt::join(tried, ", "));
    return m;
  }();
  return loaded;
}

/// Combination I of a loaded backend; throws when the shared object cannot be loaded (select()
/// loads it first and says why).
template <class Module> const combination &module_combination(std::size_t i) {
  const loaded_module &m = load_module<Module>();
  if (!m.combinations) throw std::runtime_error(m.error);
  return m.combinations->at(i);
}

/// The functions of combination I, forwarding to the shared object's.
template <class Module, std::size_t I> struct forwarded {
  static run_record check(const std::filesystem::path &old_file, const std::filesystem::path &new_file,
                          const std::string &method, const std::string &new_method, const check_options &o) {
    return module_combination<Module>(I).check(old_file, new_file, method, new_method, o);
  }
  static run_record check_sources(const std::string &old_source, const std::string &new_source,
                                  const std::string &method, const std::string &new_method, const check_options &o) {
    return module_combination<Module>(I).check_sources(old_source, new_source, method, new_method, o);
  }
  static void prepare() {
    if (const auto f = module_combination<Module>(I).prepare) f();
  }
  static void prepare_for_one_check() {
    if (const auto f = module_combination<Module>(I).prepare_for_one_check) f();
  }
  /// Loads the shared object; empty, or why it cannot be loaded or does not hold combination I
  /// as the program describes it (a module built from other policies).
  static std::string load() {
    const loaded_module &m = load_module<Module>();
    if (!m.combinations) return m.error;
    return I < m.combinations->size() && (*m.combinations)[I].solver == Module::solver
               ? std::string()
               : fmt::format("the {} backend's shared object {} was built for other policies", Module::solver,
                             Module::file);
  }
};

/// Combination I's functions, for every I of the list, forward to the shared object's.
template <class Module, class Policies> void forward_all(std::vector<combination> &out) {
  constexpr auto count = boost::hana::size(Policies::types);
  boost::hana::for_each(boost::hana::make_range(boost::hana::size_c<0>, count), [&](auto i) {
    constexpr std::size_t I = decltype(i)::value;
    combination &c = out[I];
    c.check = &forwarded<Module, I>::check;
    c.check_sources = &forwarded<Module, I>::check_sources;
    c.prepare = &forwarded<Module, I>::prepare;
    c.prepare_for_one_check = &forwarded<Module, I>::prepare_for_one_check;
    c.load = &forwarded<Module, I>::load;
  });
}

} // namespace detail

template <class Policies, class Module> std::vector<combination> loaded_combinations() {
  std::vector<combination> out = described(Policies{}, std::string(Module::solver));
  detail::forward_all<Module, Policies>(out);
  return out;
}

/// The combinations a backend's shared object hands to the program (its
/// symdelta_cli_module_combinations, above): every policy of the list on `Backend`, made once.
template <class Policies, class Backend> const std::vector<combination> *module_combinations() {
  static const std::vector<combination> list = combinations_on<Policies, Backend>();
  return &list;
}

} // namespace symdelta::cli
