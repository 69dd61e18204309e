#pragma once
// `symdelta variants FILE`: variants of a method (frontend/java/variants.hpp, after Harrand et
// al.'s speculative transformations), each classified against the original by the differencing
// engine as a campaign of checks (cli/campaign.hpp: jobs, --db, --resume, progress), next to the
// paper's test-based notion (does the variant behave like the original on a set of inputs?).
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <unistd.h>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/campaign.hpp"
#include "cli/html_pages.hpp"
#include "cli/jvm_replay.hpp"
#include "cli/options.hpp"
#include "symdelta/core/source_file.hpp"
#include "symdelta/engine/witness/witness.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/frontend/java/variants.hpp"

namespace symdelta::cli {

namespace detail {

/// A variant and what became of it.
struct variant_outcome {
  java::variant v;
  std::string name;                            // its folder: <method>-<transformation>-<k>
  std::string why_not;                         // why it does not compile ("" when it does)
  std::string javac;                           // with --javac: "ok" or javac's first error line
  std::string verdict;                         // the check's result ("" when not checked)
  std::string test;                            // "yes": behaves like the original on the inputs; "no"; "" unknown
  std::string witness;                         // an input on which the versions differ, as the check reports it
  std::string test_input;                      // with --inputs: the first input on which they differ
  std::string jvm;                             // with --confirm-jvm: the witness on the JVM, or the JVM's test of an EQ
  std::map<std::string, std::string> verdicts; // by the tool (policy/solver) that checked it
};

/// Creates the folder `dir` (and its parents); "" when it exists, else the message that says why not.
inline std::string make_folder(const fs::path &dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (!ec && !fs::is_directory(dir, ec)) ec = std::make_error_code(std::errc::not_a_directory);
  return ec ? fmt::format("{}: i/o error: cannot create the folder: {}", dir.string(), ec.message()) : std::string();
}

/// Does javac compile `source`? "ok", or its first line of complaint; `io_error` says why the
/// files javac needs could not be written ("" when they were).
inline std::string javac_verdict(const std::string &source, const std::string &class_name, const fs::path &dir,
                                 std::string &io_error) {
  const fs::path file = dir / (class_name + ".java");
  io_error = make_folder(dir / "classes");
  if (io_error.empty()) io_error = write_file(file.string(), source, "the file");
  if (!io_error.empty()) return {};
  const fs::path err = dir / "javac.err";
  const std::string cmd = fmt::format("javac -nowarn -d {} {} > {} 2>&1", jvm::shell_quote((dir / "classes").string()),
                                      jvm::shell_quote(file.string()), jvm::shell_quote(err.string()));
  if (std::system(cmd.c_str()) == 0) return "ok";
  std::ifstream in(err);
  std::string line;
  std::getline(in, line);
  return line.empty() ? std::string("javac failed") : line;
}

/// The files `variants` writes into its folder besides the variants' own folders.
inline const std::set<std::string> &emitted_files() {
  static const std::set<std::string> files{"variants.tsv", "cases.tsv", "variants.html"};
  return files;
}

/// Prepares the folder of --emit for the variants named `names`: created if new. One that holds
/// anything is refused unless `overwrite`, as what an earlier run wrote there would be lost; with
/// it, what this run writes over is said, and an earlier variant's folder is removed (a file of
/// an earlier --javac must not stay in it). "" when the folder is ready, else the message.
inline std::string prepare_emit_folder(const fs::path &dir, const std::vector<std::string> &names, bool overwrite) {
  if (auto error = make_folder(dir); !error.empty()) return error;
  std::error_code ec;
  std::vector<std::string> held; // what the folder holds, by name
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    held.push_back(it->path().filename().string());
  if (ec) return fmt::format("{}: i/o error: cannot read the folder: {}", dir.string(), ec.message());
  if (held.empty()) return {};
  std::sort(held.begin(), held.end());
  const auto listed = [](const std::vector<std::string> &v) {
    constexpr std::size_t shown = 5;
    std::string s =
        fmt::format("{}", fmt::join(v.begin(), v.begin() + static_cast<long>(std::min(v.size(), shown)), ", "));
    return v.size() > shown ? fmt::format("{} and {} more", s, v.size() - shown) : s;
  };
  if (!overwrite)
    return fmt::format("{}: usage error: --emit: the folder is not empty: it holds {}; --overwrite replaces what "
                       "this run writes there (variants.tsv, cases.tsv, variants.html and the variants' folders)",
                       dir.string(), listed(held));
  const std::set<std::string> variants(names.begin(), names.end());
  std::vector<std::string> replaced;
  std::size_t others = 0;
  for (const auto &name : held) {
    const fs::path at = dir / name;
    const bool file = emitted_files().count(name) > 0, folder = variants.count(name) > 0;
    if (!file && !folder) {
      ++others;
      continue;
    }
    const auto status = fs::symlink_status(at, ec);
    if (file && status.type() != fs::file_type::regular)
      return fmt::format("{}: usage error: --overwrite: cannot replace it with a file: it is not a regular file",
                         at.string());
    if (folder && status.type() != fs::file_type::directory)
      return fmt::format("{}: usage error: --overwrite: cannot replace it with the variant's folder: it is not a "
                         "folder",
                         at.string());
    if (folder) fs::remove_all(at, ec);
    if (ec) return fmt::format("{}: i/o error: cannot remove the earlier variant: {}", at.string(), ec.message());
    replaced.push_back(name);
  }
  if (!replaced.empty() || others)
    fmt::print("--overwrite: {}: replacing {}{}\n", dir.string(), replaced.empty() ? "nothing" : listed(replaced),
               others == 1 ? std::string("; 1 other entry left as it is")
               : others    ? fmt::format("; {} other entries left as they are", others)
                           : std::string());
  return {};
}

/// A call of --inputs: its arguments, where it is in the file (line, and each argument's column,
/// 1-based) for messages.
struct input_call {
  std::vector<std::string> args;
  std::size_t line = 0;
  std::vector<std::size_t> columns;
};

/// The inputs of --inputs: one call a line, its arguments as Java expressions separated by
/// commas at the top level ("3, -1.5, \"a,b\""); blank lines and lines starting with # skipped.
inline std::vector<input_call> read_calls(std::istream &in) {
  std::vector<input_call> calls;
  std::string line;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos || line[line.find_first_not_of(" \t")] == '#') continue;
    input_call call{java::split_expression_list(line), number, {}};
    // an argument is its characters of the line, trimmed, after those of the argument before it
    std::size_t from = 0;
    for (const auto &arg : call.args) {
      const auto at = line.find(arg, from);
      call.columns.push_back(at == std::string::npos ? 0 : at + 1);
      if (at != std::string::npos) from = at + arg.size();
    }
    calls.push_back(std::move(call));
  }
  return calls;
}

/// The first of `calls` on which the two versions differ ("" when none does, nullopt when the
/// calls do not fit the method's parameters or a run cannot tell). `why` gets the message of a
/// call that does not fit, `file:line:column: ...` of --inputs `file`.
inline std::optional<std::string> first_differing_call(const ir::program &old_p, const ir::program &new_p,
                                                       const std::string &method, const std::string &file,
                                                       const std::vector<input_call> &calls, std::string &why) {
  const auto old_fn = java::frontend::entry_method(old_p, method);
  const auto new_fn = java::frontend::entry_method(new_p, method);
  if (!old_fn || !new_fn) return std::nullopt;
  engine::witness_runner runner(old_p, *old_fn, new_p, *new_fn, 1e-9, 1'000'000, observe_mode::everything,
                                receiver_mode::automatic, engine::default_heap_bound, false);
  const auto types = runner.input_types();
  for (const auto &call : calls) {
    if (call.args.size() != runner.plan().param_count() || types.size() != call.args.size()) {
      why = fmt::format("{}:{}: usage error: --inputs: {} arguments where the method's inputs are {}", file, call.line,
                        call.args.size(), types.size());
      return std::nullopt;
    }
    auto args = java::frontend::parse_arguments(types, call.args);
    if (!args) {
      // the argument at fault, where one alone shows it: its column
      std::size_t column = 0;
      for (std::size_t k = 0; k < call.args.size() && !column; ++k)
        if (!java::frontend::parse_arguments(std::span(types).subspan(k, 1), std::span(call.args).subspan(k, 1)))
          column = call.columns[k];
      why =
          fmt::format("{}:{}{}: {}: --inputs: {}", file, call.line, column ? fmt::format(":{}", column) : std::string(),
                      diagnostic::label(args.error().what), args.error().message);
      return std::nullopt;
    }
    auto values = engine::interpreter(*args).static_values();
    if (!values) return std::nullopt;
    const auto w = runner.run(*values, nullptr, 1'000'000, std::chrono::steady_clock::now() + std::chrono::seconds(10));
    if (w.status == witness_status::confirmed) return fmt::format("{}", fmt::join(call.args, ", "));
  }
  return std::string();
}

inline std::string tsv_field(std::string s) {
  for (auto &c : s)
    if (c == '\t' || c == '\n') c = ' ';
  return s;
}

/// The witness of a check's record as reports show it: "x = 1, s = \"a\"".
inline std::string witness_text(const nlohmann::json &record) {
  const auto w = record.find("witness");
  if (w == record.end() || !w->is_object() || !w->contains("input") || !(*w)["input"].is_object()) return {};
  std::string s;
  for (const auto &[name, value] : (*w)["input"].items())
    s += fmt::format("{}{} = {}", s.empty() ? "" : ", ", name,
                     value.is_string() ? value.get<std::string>() : value.dump());
  return s;
}

/// With --confirm-jvm, what the JVM says of a check: its witness "confirmed" or "not_confirmed";
/// of an EQ "agrees on N inputs" or "differs on K of N inputs"; "" when it did not run.
inline std::string jvm_text(const nlohmann::json &record) {
  if (const auto w = record.find("witness"); w != record.end() && w->is_object()) {
    const std::string jvm = w->value("jvm", std::string());
    return jvm == "not_run" ? std::string() : jvm;
  }
  if (const auto t = record.find("jvm_test"); t != record.end() && t->is_object() && t->value("inputs", 0) > 0) {
    const int differing = t->value("differing", 0), inputs = t->value("inputs", 0);
    return differing ? fmt::format("differs on {} of {} inputs", differing, inputs)
                     : fmt::format("agrees on {} inputs", inputs);
  }
  return {};
}

} // namespace detail

} // namespace symdelta::cli
