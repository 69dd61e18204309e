#pragma once
// The options a stored check ran with, as `bench --resume` and `merge` compare them (one
// definition for both): those of its key (check_key: a check with other values is another check,
// stored beside it) and those beyond it (database::options(): run_setting and the run's
// semantics), which the checks of one campaign must share, since each can change a verdict.
#include <cstdint>
#include <map>
#include <string>

#include <fmt/format.h>

#include "symdelta/report/sqlite.hpp"

namespace symdelta::cli {

using option_values = std::map<std::string, std::string>; // by the option's name ("--timeout" -> "3")

/// The options a check's key stands for, named as settings() names them: the tool (--policy,
/// --solver and --maybe/--no-maybe), --timeout, --depth, --query-timeout, --h1-timeout,
/// --abstract-helpers and --observe.
inline option_values key_settings(const report::sqlite::check_key &k) {
  return {{"tool (--policy, --solver, --maybe)", k.tool_name},
          {"--timeout", fmt::format("{}", k.timeout)},
          {"--depth", k.adaptive_depth ? std::string("auto") : std::to_string(k.depth)},
          {"--query-timeout", fmt::format("{}", k.query_timeout)},
          {"--h1-timeout", fmt::format("{}", k.h1_timeout)},
          {"--abstract-helpers", k.abstract_helpers ? "on" : "off"},
          {"--observe", k.observe}};
}

/// Whether an option (as key_settings() and settings() name it) is part of a check's key.
inline bool is_key_option(const std::string &name) { return key_settings(report::sqlite::check_key{}).count(name) > 0; }

/// The settings that say which code a check's case stands for, not how it ran: `variants` stores
/// with each check its variant's ("variant": variant_hash() of the two versions) and the options
/// of the generator that made it ("variant generator", to say what changed: not compared). Unlike
/// the options they differ from case to case, so they are compared check by check (a stored check
/// of the same key and another variant is another variant's result: `--resume` and `merge` refuse
/// it), never across a campaign's checks as the options are.
inline bool is_case_setting(const std::string &name) { return name == "variant" || name == "variant generator"; }

/// "variant": the two versions of a case as one value (FNV-1a, 64 bits, in hex), the same wherever
/// and by whichever build it is computed.
inline std::string variant_hash(const std::string &old_text, const std::string &new_text) {
  std::uint64_t h = 14695981039346656037ULL;
  for (const std::string *text : {&old_text, &new_text}) {
    for (const unsigned char c : *text)
      h = (h ^ c) * 1099511628211ULL;
    h = (h ^ 0xffU) * 1099511628211ULL; // a byte no UTF-8 text holds: "ab" + "c" is not "a" + "bc"
  }
  return fmt::format("{:016x}", h);
}

/// Every option a stored check ran with: its key's, and `beyond` (its entry of database::options())
/// but its case settings (is_case_setting).
inline option_values stored_options(const report::sqlite::check_key &k, const option_values &beyond) {
  option_values out = key_settings(k);
  for (const auto &[name, value] : beyond)
    if (!is_case_setting(name)) out.emplace(name, value);
  return out;
}

} // namespace symdelta::cli
