#pragma once
// `symdelta merge OUT IN...` combines the databases of a campaign's shards; `symdelta report DB`
// prints the paper's views of a database (docs/database.md).
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/cli/commands.hpp"
#include "symdelta/cli/html_pages.hpp"
#include "symdelta/report/sqlite.hpp"
#include "symdelta/report/study.hpp"

namespace symdelta::cli {

/// Copies every check of the inputs into OUT (created if new), one transaction per check; a check
/// OUT already holds (same key) is kept as it is, so merging again changes nothing.
template <class> int merge_command(const merge_args &a) {
  namespace sqlite = report::sqlite;
  try {
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
inline int html_report(const report_args &a, report::sqlite::database &db,
                       const std::vector<report::sqlite::program_row> &rows,
                       const std::vector<report::study::table> &tables) {
  namespace html = report::html;
  if (a.check_id) {
    const auto c = db.load(a.check_id);
    return write_page(a.output, html::check_page(c.run, java_listing(c.run.old_file), java_listing(c.run.new_file)))
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
                      html::check_json(c.run, listing(c.run.old_file), listing(c.run.new_file))});
  }
  return write_page(a.output, html::campaign_page(fmt::format("symdelta report: {}", a.db), tables, checks, chart_js()))
             ? 0
             : 2;
}

template <class> int report_command(const report_args &a) {
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
