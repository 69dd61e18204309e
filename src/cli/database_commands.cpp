// `symdelta merge OUT IN...` combines the databases of a campaign's shards; `symdelta report DB`
// prints the paper's views of a database (docs/database.md).
#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/html_pages.hpp"
#include "cli/stored_options.hpp"
#include "symdelta/report/java_terms.hpp"
#include "symdelta/report/sqlite.hpp"
#include "symdelta/report/study.hpp"

namespace symdelta::cli {

/// The values each option (stored_options()) has among a database's checks, by option.
using database_options = std::map<std::string, std::set<std::string>>;

database_options options_of(report::sqlite::database &db) {
  database_options out;
  const auto beyond = db.options();
  for (const auto &k : db.keys()) {
    const auto at = beyond.find(k);
    for (const auto &[name, value] : stored_options(k, at == beyond.end() ? option_values() : at->second))
      out[name].insert(value);
  }
  return out;
}

/// The variant each check of a database is of (the case settings "variant" and "variant
/// generator", is_case_setting), by key; only the checks that recorded one (`variants`').
using database_variants = std::map<report::sqlite::check_key, std::pair<std::string, std::string>>;

database_variants variants_of(report::sqlite::database &db) {
  database_variants out;
  for (auto &[k, options] : db.options())
    if (const auto v = options.find("variant"); v != options.end())
      out.emplace(k, std::pair{v->second, options["variant generator"]});
  return out;
}

/// The cases of which the databases (`dbs`: file and its variants) hold a check of the same key
/// and another variant, each once: "CASE: FILE (GENERATOR), FILE (GENERATOR)". Merged, one of the
/// two would be dropped as "already there", though it is another variant's result.
std::vector<std::string> differing_variants(const std::vector<std::pair<std::string, database_variants>> &dbs) {
  std::map<report::sqlite::check_key, std::pair<std::string, std::string>> first; // variant, "FILE (GENERATOR)"
  std::map<std::string, std::vector<std::string>> named;                          // by case
  for (const auto &[file, variants] : dbs)
    for (const auto &[k, v] : variants) {
      const std::string where = fmt::format("{} ({})", file, v.second);
      const auto [at, fresh] = first.emplace(k, std::pair{v.first, where});
      if (fresh || at->second.first == v.first) continue;
      auto &files = named[k.benchmark];
      for (const auto &w : {at->second.second, where})
        if (std::find(files.begin(), files.end(), w) == files.end()) files.push_back(w);
    }
  std::vector<std::string> out;
  for (const auto &[name, files] : named)
    out.push_back(fmt::format("{}: {}", name, fmt::join(files, ", ")));
  return out;
}

/// The options on which the databases' checks differ (`dbs`: file and its options), each as
/// "VALUE (FILE, ...), ..."; a database that does not record an option is not compared on it.
std::map<std::string, std::string> differing_options(const std::vector<std::pair<std::string, database_options>> &dbs) {
  std::set<std::string> names;
  for (const auto &[file, options] : dbs)
    for (const auto &[name, values] : options)
      names.insert(name);
  std::map<std::string, std::string> out;
  for (const auto &name : names) {
    std::vector<std::pair<std::string, std::vector<std::string>>> by_value; // in the order first seen
    std::set<std::set<std::string>> sets;
    for (const auto &[file, options] : dbs) {
      const auto at = options.find(name);
      if (at == options.end()) continue;
      sets.insert(at->second);
      for (const auto &v : at->second) {
        auto it = std::find_if(by_value.begin(), by_value.end(), [&](const auto &b) { return b.first == v; });
        if (it == by_value.end()) it = by_value.insert(by_value.end(), {v, {}});
        it->second.push_back(file);
      }
    }
    if (sets.size() < 2) continue;
    std::vector<std::string> parts;
    for (const auto &[v, files] : by_value)
      parts.push_back(fmt::format("{} ({})", v, fmt::join(files, ", ")));
    out[name] = fmt::format("{}", fmt::join(parts, ", "));
  }
  return out;
}

/// Copies every check of the inputs into OUT (created if new), one transaction per check; a check
/// OUT already holds (same key) is kept as it is, so merging again changes nothing. Inputs (and
/// OUT's checks) whose options beyond a check's key differ are refused before anything is
/// written: their checks would mix campaigns of other options, or, of the same key, be dropped; and
/// so are checks of the same key of other variants (`variants` of another seed or program).
int merge_command(const merge_args &a) {
  namespace sqlite = report::sqlite;
  try {
    std::vector<std::pair<std::string, database_options>> dbs;
    std::vector<std::pair<std::string, database_variants>> variants;
    if (std::error_code ec; std::filesystem::exists(a.out, ec)) {
      sqlite::database out(a.out, true);
      if (auto o = options_of(out); !o.empty()) dbs.emplace_back(a.out, std::move(o));
      variants.emplace_back(a.out, variants_of(out));
    }
    for (const auto &in_file : a.inputs) {
      sqlite::database in(in_file, true);
      if (auto o = options_of(in); !o.empty()) dbs.emplace_back(in_file, std::move(o));
      variants.emplace_back(in_file, variants_of(in));
    }
    if (const auto other = differing_variants(variants); !other.empty()) {
      fmt::print(stderr,
                 "{}: nothing was merged: the databases hold checks of the same cases as other variants (merged, one "
                 "would be dropped as already there):\n",
                 a.out);
      for (const auto &line : other)
        fmt::print(stderr, "  {}\n", line);
      fmt::print(stderr, "merge the variants of one program and generator options only, or store the others in "
                         "another file\n");
      return 2;
    }
    const auto differ = differing_options(dbs);
    const bool beyond_key =
        std::any_of(differ.begin(), differ.end(), [](const auto &d) { return !is_key_option(d.first); });
    if (beyond_key) {
      fmt::print(stderr,
                 "{}: nothing was merged: the databases' checks ran with other options, and their results would "
                 "be mixed (or, of the same key, one dropped):\n",
                 a.out);
      for (const auto &[name, values] : differ)
        fmt::print(stderr, "  {}: {}\n", name, values);
      fmt::print(stderr, "merge databases of one campaign only, or rerun the checks with the same options\n");
      return 2;
    }
    if (!differ.empty()) {
      fmt::print("note: the databases differ only in options of a check's key, so their checks are told apart "
                 "as another campaign's (or another shard's):\n");
      for (const auto &[name, values] : differ)
        fmt::print("  {}: {}\n", name, values);
    }
    sqlite::database out(a.out);
    std::size_t added = 0, kept = 0;
    for (const auto &in_file : a.inputs) {
      sqlite::database in(in_file, true);
      std::size_t from = 0, here = 0;
      for (auto &c : in.load_all()) {
        (out.store(std::move(c)) ? from : here) += 1;
      }
      fmt::print("{}: {} checks added, {} already in {}\n", in_file, from, here, a.out);
      added += from;
      kept += here;
    }
    fmt::print("{}: {} checks added, {} already there\n", a.out, added, kept);
  } catch (const sqlite::database_error &e) {
    fmt::print(stderr, "{}\n", e.what());
    return 2;
  }
  return 0;
}

/// `report DB --format html`: one check's page (--check ID), else the campaign's, with every
/// stored check's page inlined (the script parses one only when it is opened).
int html_report(const report_args &a, report::sqlite::database &db,
                const std::vector<report::sqlite::program_row> &rows, const std::vector<report::study::table> &tables) {
  namespace html = report::html;
  // terms as Java, or as the database holds them (--smtlib)
  const auto shown = [&](const run_record &r) { return a.smtlib ? r : report::with_java_terms(r); };
  if (a.check_id) {
    const auto c = db.load(a.check_id);
    return write_page(a.output,
                      html::check_page(shown(c.run), java_listing(c.run.old_file), java_listing(c.run.new_file)))
               ? 0
               : 2;
  }
  std::vector<html::campaign_check> checks;
  std::map<std::string, source_listing> listings; // the versions of a case, shared by its checks
  const auto listing = [&](const std::string &path) -> const source_listing & {
    auto it = listings.find(path);
    if (it == listings.end()) it = listings.emplace(path, java_listing(path)).first;
    return it->second;
  };
  for (const auto &r : rows) {
    const auto c = db.load(r.id);
    checks.push_back({r.id, r.key.benchmark, r.expected, r.key.tool_name, r.result, r.key.timeout, r.seconds,
                      html::check_json(shown(c.run), listing(c.run.old_file), listing(c.run.new_file))});
  }
  return write_page(a.output, html::campaign_page(fmt::format("symdelta report: {}", a.db), tables, checks, chart_js()))
             ? 0
             : 2;
}

int report_command(const report_args &a) {
  namespace study = report::study;
  namespace sqlite = report::sqlite;
  const bool html = a.format == "html";
  if (a.check_id && !html) {
    fmt::print(stderr, "{}: usage error: --check writes a check's page: it needs --format html\n", a.db);
    return 2;
  }
  const study::table_format f = a.format == "markdown" ? study::table_format::markdown
                                : a.format == "csv"    ? study::table_format::csv
                                                       : study::table_format::text;
  try {
    sqlite::database db(a.db, true);
    const auto rows = db.program_rows();
    if (rows.empty() && !a.check_id) {
      fmt::print(stderr, "{}: no checks stored yet\n", a.db);
      return 0;
    }
    if (a.checks) return write_page(a.output, study::render(study::check_table(rows), f), "the report") ? 0 : 2;
    const auto cases = study::combine_runs(rows);
    std::optional<std::pair<std::string, std::string>> pair;
    if (a.compare.size() == 2) {
      pair = std::pair{a.compare[0], a.compare[1]};
      for (const auto &tool : a.compare)
        if (std::none_of(rows.begin(), rows.end(), [&](const auto &r) { return r.key.tool_name == tool; })) {
          fmt::print(stderr, "{}: usage error: no checks of tool '{}' stored\n", a.db, tool);
          return 2;
        }
    }
    std::vector<study::table> tables = {study::verdict_table(cases), study::accuracy_table(cases),
                                        study::partition_table(db.partition_counts()),
                                        study::step_table(db.step_means()), study::correct_set_table(cases, pair)};
    tables[0].notes.push_back(study::repetitions_note(rows, cases));
    tables[2].notes.push_back(study::exploration_note(db.settings(), rows.size()));
    if (const auto variants = db.variants(); !variants.empty()) { // a campaign of `symdelta variants`
      const auto checked = study::variant_rows(variants, cases);
      tables.push_back(study::nvr_table(checked, false));
      tables.push_back(study::nvr_table(checked, true));
    }
    if (html) return html_report(a, db, rows, tables);
    std::string out;
    for (std::size_t i = 0; i < tables.size(); ++i)
      out += fmt::format("{}{}", i ? "\n" : "", study::render(tables[i], f));
    return write_page(a.output, out, "the report") ? 0 : 2;
  } catch (const sqlite::database_error &e) {
    fmt::print(stderr, "{}\n", e.what());
    return 2;
  }
}

} // namespace symdelta::cli
