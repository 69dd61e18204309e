#pragma once
// The options a stored check ran with, as `bench --resume` and `merge` compare them (one
// definition for both): those of its key (check_key: a check with other values is another check,
// stored beside it) and those beyond it (database::options(): run_setting and the run's
// semantics), which the checks of one campaign must share, since each can change a verdict.
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

/// Every option a stored check ran with: its key's, and `beyond` (its entry of database::options()).
inline option_values stored_options(const report::sqlite::check_key &k, const option_values &beyond) {
  option_values out = key_settings(k);
  out.insert(beyond.begin(), beyond.end());
  return out;
}

} // namespace symdelta::cli
