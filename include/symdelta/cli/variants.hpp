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

#include "symdelta/cli/campaign.hpp"
#include "symdelta/cli/html_pages.hpp"
#include "symdelta/cli/jvm_replay.hpp"
#include "symdelta/cli/options.hpp"
#include "symdelta/core/source_file.hpp"
#include "symdelta/engine/witness.hpp"
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

template <class> int variants_command(const variants_args &a, const std::vector<combination> &offered) {
  const auto source = read_source_file(a.file);
  if (!source) {
    fmt::print(stderr, "{}\n", source.error().to_string());
    return exit_usage;
  }
  java::variant_options options;
  if (!a.method.empty()) options.method = a.method;
  options.seed = a.seed;
  options.count = a.count;
  if (!a.transforms.empty()) {
    options.transforms.clear();
    for (const auto &t : a.transforms) {
      const auto kind = java::parse_transformation(t);
      if (!kind) {
        fmt::print(stderr,
                   "--transform {}: usage error: expected add, delete, replace, add-call, loop-flip or "
                   "swap-subtype\n",
                   t);
        return exit_usage;
      }
      options.transforms.push_back(*kind);
    }
  }
  const auto original = java::frontend::parse(*source, a.file);
  if (!original) {
    fmt::print(stderr, "{}\n", original.error().to_string());
    return exit_usage;
  }
  const auto made = java::make_variants(*source, a.file, options);
  if (!made) {
    fmt::print(stderr, "{}\n", made.error().to_string());
    return exit_usage;
  }
  if (made->empty()) {
    fmt::print(stderr, "{}: {}: nothing to transform: no statement, counted loop, call or subtype that {} applies to\n",
               a.file, a.method.empty() ? std::string("every method") : "method " + a.method,
               a.transforms.empty() ? std::string("a transformation")
                                    : fmt::format("{}", fmt::join(a.transforms, ", ")));
    return exit_usage;
  }
  std::vector<detail::input_call> calls;
  if (!a.inputs_file.empty()) {
    std::ifstream in(a.inputs_file);
    if (!in) {
      fmt::print(stderr, "{}: usage error: cannot read the inputs\n", a.inputs_file);
      return exit_usage;
    }
    calls = detail::read_calls(in);
  }

  // a variant's case: <program>/<method>-<transformation>-<k>, one name in a database of many programs
  const std::string program = fs::path(a.file).stem().string();
  // the folder of the pairs: --emit's, else one of our own, removed at the end
  const bool keep = !a.emit_dir.empty();
  const fs::path dir =
      keep ? fs::path(a.emit_dir) : fs::temp_directory_path() / fmt::format("symdelta-variants-{}", ::getpid());
  std::map<std::string, std::size_t> numbered; // per method and transformation
  std::vector<std::string> names;              // each variant's folder, in the order of `made`
  for (const auto &v : *made) {
    const std::string kind(java::transformation_name(v.kind));
    names.push_back(fmt::format("{}-{}-{}", v.method, kind, numbered[v.method + "/" + kind]++));
  }
  if (const auto error = keep ? detail::prepare_emit_folder(dir, names, a.overwrite) : detail::make_folder(dir);
      !error.empty()) {
    fmt::print(stderr, "{}\n", error);
    return exit_usage;
  }
  // stored with each check (a case setting, cli/stored_options.hpp): which variant its case name
  // stands for, since another seed, count or program gives the name to another variant
  const std::string generator =
      fmt::format("--seed {}, --count {}, --transform {}, --method {}", a.seed, a.count,
                  a.transforms.empty() ? std::string("(all)") : fmt::format("{}", fmt::join(a.transforms, ",")),
                  a.method.empty() ? std::string("(all)") : a.method);
  std::error_code ec;
  // a write that fails ends the command (exit status 2): what the variants are checked on, or
  // what --emit promises, would be missing
  const auto failed = [&](const std::string &error) {
    fmt::print(stderr, "{}\n", error);
    if (!keep) fs::remove_all(dir, ec);
    return exit_usage;
  };
  std::vector<detail::variant_outcome> outcomes;
  std::vector<bench_case> cases;
  for (std::size_t k = 0; k < made->size(); ++k) {
    const auto &v = (*made)[k];
    detail::variant_outcome o{v, names[k], {}, {}, {}, {}, {}, {}, {}, {}};
    const auto prog = java::frontend::parse(v.source, o.name + "/newV.java");
    if (!prog)
      o.why_not = prog.error().to_string();
    else if (const auto fn = java::frontend::entry_method(*prog, v.method); !fn)
      o.why_not = fn.error().to_string();
    std::string error = detail::make_folder(dir / o.name);
    if (error.empty() && a.javac)
      o.javac = detail::javac_verdict(v.source, original->source_class, dir / o.name / "javac", error);
    if (error.empty()) error = write_file((dir / o.name / "oldV.java").string(), *source, "the file");
    if (error.empty()) error = write_file((dir / o.name / "newV.java").string(), v.source, "the file");
    if (!error.empty()) return failed(error);
    if (o.why_not.empty()) {
      cases.push_back(
          {program + "/" + o.name, "?", v.method, dir / o.name / "oldV.java", dir / o.name / "newV.java", ""});
      cases.back().settings = {{"variant", variant_hash(*source, v.source)}, {"variant generator", generator}};
      if (!calls.empty()) {
        std::string why;
        const auto differs = detail::first_differing_call(*original, *prog, v.method, a.inputs_file, calls, why);
        if (!why.empty()) return failed(why);
        if (differs) {
          o.test = differs->empty() ? "yes" : "no";
          o.test_input = *differs;
        }
      }
    }
    outcomes.push_back(std::move(o));
  }
  fmt::print("{} variants of {} ({} compile), seed {}\n", outcomes.size(), a.file, cases.size(), a.seed);
  std::fflush(stdout);

  int status = 0;
  if (!cases.empty()) {
    bench_args campaign = a.campaign;
    campaign.dir = dir.string();
    std::map<std::string, detail::variant_outcome *> by_name;
    for (auto &o : outcomes)
      by_name[program + "/" + o.name] = &o;
    status = run_campaign(cases, campaign, offered, [&](const campaign_check &c, const nlohmann::json &record) {
      detail::variant_outcome &o = *by_name.at(c.c->name);
      o.verdict = record.value("result", std::string("ERROR"));
      o.verdicts[c.combo->label()] = o.verdict;
      o.witness = detail::witness_text(record);
      o.jvm = detail::jvm_text(record);
      if (calls.empty()) { // the pre-pass's inputs are the tests: did they show a difference?
        const auto w = record.find("witness");
        const bool by_prepass = w != record.end() && w->is_object() && w->value("source", std::string()) == "pre-pass";
        const auto p = record.find("prepass");
        const bool ran = p != record.end() && p->is_object() && p->value("skipped", std::string()).empty() &&
                         p->value("tried", 0) > 0;
        o.test = by_prepass ? "no" : ran ? "yes" : "";
      }
    });
  }
  if (status == 2) { // refused (--resume of other variants, say): the database's variant rows stay its checks'
    if (!keep) fs::remove_all(dir, ec);
    return status;
  }

  // variants.tsv: every variant; cases.tsv: the decided ones, a benchmark `bench DIR` reruns
  bool written = true; // everything --emit promises
  {
    std::string tsv =
        "variant\ttransformation\tline\tnode\tverdict\ttest_neutral\twitness\tcompiles\tjavac\tjvm\tdescription\n";
    for (const auto &o : outcomes)
      tsv += fmt::format(
          "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n", o.name, java::transformation_name(o.v.kind), o.v.line,
          o.v.node, o.why_not.empty() ? o.verdict : "NOT_COMPILED", o.test,
          detail::tsv_field(o.test_input.empty() ? o.witness : o.witness + " (tests: " + o.test_input + ")"),
          o.why_not.empty() ? "yes" : detail::tsv_field(o.why_not), detail::tsv_field(o.javac),
          detail::tsv_field(o.jvm), detail::tsv_field(o.v.description));
    std::string cases_tsv = "case\texpected\tmethod\n";
    for (const auto &o : outcomes)
      if (o.verdict == "EQ" || o.verdict == "NEQ")
        cases_tsv += fmt::format("{}\t{}\t{}\n", o.name, o.verdict, o.v.method);
    for (const auto &[file, text] : {std::pair{"variants.tsv", &tsv}, std::pair{"cases.tsv", &cases_tsv}})
      if (const auto error = write_file((dir / file).string(), *text, "the file"); !error.empty()) {
        fmt::print(stderr, "{}\n", error);
        written = false;
      }
  }

  // the paper's neutral variant rate per transformation and node kind, proved and by tests
  std::vector<report::sqlite::stored_variant> stored;
  std::vector<report::study::case_result> checked;
  for (const auto &o : outcomes) {
    stored.push_back({program + "/" + o.name, a.file, o.v.method, std::string(java::transformation_name(o.v.kind)),
                      static_cast<long>(o.v.line), o.v.node, o.why_not.empty(), o.test, o.v.description});
    for (const auto &[tool, verdict] : o.verdicts)
      checked.push_back({program + "/" + o.name, "?", report::study::configuration{tool}, verdict, 0, 1, 1});
  }
  if (!a.campaign.common.db_file.empty()) try {
      report::sqlite::database db(a.campaign.common.db_file);
      for (const auto &v : stored)
        db.store_variant(v);
    } catch (const report::sqlite::database_error &e) {
      fmt::print(stderr, "{}: database error: {} (the variants are not stored)\n", a.campaign.common.db_file, e.what());
      status = 2;
    }
  const auto rows = report::study::variant_rows(stored, checked);
  fmt::print(
      "\n{}\n{}", report::study::render(report::study::nvr_table(rows, false), report::study::table_format::text),
      a.javac
          ? fmt::format("javac compiles {} of the {} variants\n",
                        std::count_if(outcomes.begin(), outcomes.end(), [](const auto &o) { return o.javac == "ok"; }),
                        outcomes.size())
          : std::string());
  bool header = false;
  for (const auto &o : outcomes)
    if (o.test == "yes" && o.verdict == "NEQ") {
      if (!header) fmt::print("\ntest-neutral but different (the tests pass; the witness shows a difference):\n");
      header = true;
      fmt::print("  {} (line {}, {}): {}\n    witness: {}\n", o.name, o.v.line, o.v.node, o.v.description, o.witness);
    }
  if (keep) {
    std::vector<report::html::variant_entry> entries;
    for (const auto &o : outcomes)
      entries.push_back({o.name, std::string(java::transformation_name(o.v.kind)), o.v.node,
                         o.why_not.empty() ? o.verdict : std::string(), o.test, o.witness,
                         o.why_not.empty() ? o.v.description : o.v.description + " (" + o.why_not + ")",
                         static_cast<long>(o.v.line), o.v.source});
    source_listing original_listing;
    original_listing.path = a.file;
    original_listing.text = *source;
    if (!write_page(
            (dir / "variants.html").string(),
            report::html::variants_page(fmt::format("symdelta variants of {}", a.file),
                                        {report::study::nvr_table(rows, false), report::study::nvr_table(rows, true)},
                                        original_listing, entries)))
      written = false;
    if (written)
      fmt::print("\nvariants in {} (variants.tsv; cases.tsv: the decided ones as a benchmark; variants.html: the "
                 "tables and each variant's diff)\n",
                 dir.string());
  } else
    fs::remove_all(dir, ec);
  return status == 2 || !written ? 2 : 0;
}

} // namespace symdelta::cli
