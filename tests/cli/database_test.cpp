// The results database: a key is stored once; readers see committed checks while a writer holds
// a transaction; the paper's views combine repetitions by majority (a check's record through
// JSON and SQLite: database_roundtrip_test.cpp).
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>

#include <catch2/catch.hpp>

#include "database_fixtures.hpp"
#include "symdelta/report/sqlite.hpp"
#include "symdelta/report/study.hpp"

using namespace symdelta;
namespace sqlite = symdelta::report::sqlite;
namespace study = symdelta::report::study;
namespace fs = std::filesystem;

using symdelta_test::scratch_database;
using symdelta_test::stored;

namespace {

run_record record(const std::string &policy, const std::string &solver, verdict result) {
  run_record r;
  r.policy = policy;
  r.solver = solver;
  r.result = result;
  return r;
}

sqlite::program_row row(const std::string &benchmark, const std::string &tool, int run_id, const std::string &expected,
                        const std::string &result, double seconds = 1) {
  sqlite::check_key k;
  k.benchmark = benchmark;
  k.tool_name = tool;
  k.run_id = run_id;
  return {k, expected, result, seconds};
}

} // namespace

TEST_CASE("a check is stored once per key", "[database]") {
  scratch_database scratch("once");
  sqlite::database db(scratch.file.string());
  run_record r = record("pasda", "z3", verdict::neq);
  CHECK(db.store(stored(r, "a")));
  CHECK_FALSE(db.store(stored(r, "a")));
  CHECK(db.store(stored(r, "a", 2)));
  r.options.run_timeout = std::chrono::milliseconds(1000);
  CHECK(db.store(stored(r, "a"))); // another timeout: another check
  CHECK(db.program_rows().size() == 3);
  CHECK(db.next_run_id(stored(r, "a").key()) == 2);
  CHECK(db.keys().size() == 3);
}

TEST_CASE("a check killed past its hard limit has no step times rather than zeros", "[database]") {
  scratch_database scratch("killed");
  sqlite::database db(scratch.file.string());
  const run_record r = record("pasda", "z3", verdict::timeout);
  sqlite::stored_check c = stored(r, "k");
  c.has_step_times = false;
  REQUIRE(db.store(c));
  REQUIRE(db.store(stored(r, "k", 2)));
  const auto all = db.load_all();
  CHECK_FALSE(all[0].has_step_times);
  CHECK(all[1].has_step_times);
  const auto means = db.step_means();
  REQUIRE(!means.empty());
  CHECK(means[0].checks == 1);
}

TEST_CASE("a check's settings are stored with it and merged with it and listed by key", "[database]") {
  scratch_database scratch("settings"), merged("settings_merged");
  {
    sqlite::database db(scratch.file.string());
    sqlite::stored_check c = stored(record("pasda", "z3", verdict::eq), "s");
    c.settings = {{"--tolerance", "0.001"}, {"--no-witnesses", "on"}};
    REQUIRE(db.store(c));
    REQUIRE(db.store(stored(record("pasda", "z3", verdict::eq), "t"))); // none: as before they were stored
    const auto all = db.settings();
    REQUIRE(all.size() == 1);
    CHECK(all.begin()->first == c.key());
    CHECK(all.begin()->second == c.settings);
  }
  sqlite::database in(scratch.file.string(), true), out(merged.file.string());
  for (auto &c : in.load_all())
    REQUIRE(out.store(std::move(c)));
  const auto all = out.settings();
  REQUIRE(all.size() == 1);
  CHECK(all.begin()->second.at("--tolerance") == "0.001");
  {
    sqlite::database db(scratch.file.string());
    db.exec("DROP TABLE run_setting"); // as in a database written before settings were stored
  }
  sqlite::database before(scratch.file.string(), true);
  CHECK(before.load_all().size() == 2);
  CHECK(before.settings().empty());
}

TEST_CASE("a check's options beyond its key include its semantics, with or without its settings", "[database]") {
  scratch_database scratch("options");
  {
    sqlite::database db(scratch.file.string());
    sqlite::stored_check c = stored(record("pasda", "z3", verdict::eq), "s");
    c.settings = {{"--tolerance", "0.001"}};
    c.run.semantics = "ideal";
    REQUIRE(db.store(c));
    sqlite::stored_check d = stored(record("pasda", "z3", verdict::eq), "t");
    d.run.semantics = "java";
    REQUIRE(db.store(d));
    const auto all = db.options();
    REQUIRE(all.size() == 2);
    CHECK(all.at(c.key()) == std::map<std::string, std::string>{{"--semantics", "ideal"}, {"--tolerance", "0.001"}});
    CHECK(all.at(d.key()) == std::map<std::string, std::string>{{"--semantics", "java"}});
    db.exec("INSERT INTO run_setting SELECT id, '--semantics', 'java' FROM run WHERE benchmark = 's'");
    CHECK(db.options().at(c.key()).at("--semantics") == "java"); // the setting as given, where stored
  }
}

TEST_CASE("readers see committed checks while a writer holds a transaction", "[database]") {
  scratch_database scratch("wal");
  sqlite::database writer(scratch.file.string());
  REQUIRE(writer.store(stored(record("prv", "cvc5", verdict::unknown), "first")));
  writer.exec("BEGIN IMMEDIATE");
  writer.exec("INSERT INTO benchmark VALUES ('second', '?', '', '')");
  sqlite::database reader(scratch.file.string(), true);
  CHECK(reader.program_rows().size() == 1);
  writer.exec("ROLLBACK");
}

TEST_CASE("a file that is not a symdelta database is refused with its name", "[database]") {
  scratch_database scratch("foreign");
  {
    sqlite::database db(scratch.file.string());
    db.exec("UPDATE meta SET value = '999' WHERE key = 'schema_version'");
  }
  CHECK_THROWS_WITH(sqlite::database(scratch.file.string()),
                    Catch::Contains(scratch.file.string()) && Catch::Contains("schema version 999"));
  CHECK_THROWS_WITH(sqlite::database("/nonexistent/dir/x.db"), Catch::Contains("cannot open"));
}

TEST_CASE("repetitions are combined by majority, a tie going to the less decided verdict", "[database][study]") {
  const std::vector<sqlite::program_row> rows = {
      row("a", "pasda/z3", 1, "EQ", "EQ", 1),    row("a", "pasda/z3", 2, "EQ", "TIMEOUT", 3),
      row("a", "pasda/z3", 3, "EQ", "EQ", 2),    row("b", "pasda/z3", 1, "NEQ", "NEQ"),
      row("b", "pasda/z3", 2, "NEQ", "UNKNOWN"), row("a", "prv/z3", 1, "EQ", "MAYBE_EQ"),
      row("b", "prv/z3", 1, "NEQ", "NEQ")};
  const auto cases = study::combine_runs(rows);
  REQUIRE(cases.size() == 4);
  const auto find = [&](const std::string &b, const std::string &tool) {
    return *std::find_if(cases.begin(), cases.end(),
                         [&](const auto &c) { return c.benchmark == b && c.config.tool == tool; });
  };
  CHECK(find("a", "pasda/z3").result == "EQ");
  CHECK(find("a", "pasda/z3").seconds == 2); // the median of the repetitions
  CHECK(find("a", "pasda/z3").agree == 2);
  CHECK(find("b", "pasda/z3").result == "UNKNOWN"); // one each: the tie is not counted as correct
  const study::table accuracy = study::accuracy_table(cases);
  REQUIRE(accuracy.rows.size() == 2);
  CHECK(accuracy.rows[0][0] == "pasda/z3");
  CHECK(accuracy.rows[0][3] == "1"); // correct
  CHECK(accuracy.rows[1][3] == "1");
  CHECK(accuracy.rows[1][5] == "1"); // maybe right
  const study::table sets = study::correct_set_table(cases);
  REQUIRE(sets.rows.size() == 1);
  CHECK(sets.rows[0][4] == "1"); // only pasda/z3: a
  CHECK(sets.rows[0][6] == "a");
  CHECK(sets.rows[0][7] == "b");
}

// A NEQ on an EQ label whose witness the JVM confirmed (in Java semantics) disputes the label: it
// is counted apart, neither correct nor wrong, and not as undecided either.
TEST_CASE("a NEQ with a witness the JVM confirms disputes an EQ label", "[database][study]") {
  const auto confirmed = [](sqlite::program_row r) {
    r.jvm_confirmed = true;
    return r;
  };
  const std::vector<sqlite::program_row> rows = {
      confirmed(row("a", "pasda/z3", 1, "EQ", "NEQ")), row("a", "pasda/z3", 2, "EQ", "NEQ"),
      row("b", "pasda/z3", 1, "EQ", "NEQ"), confirmed(row("c", "pasda/z3", 1, "NEQ", "NEQ")),
      confirmed(row("d", "pasda/z3", 1, "EQ", "EQ"))};
  const auto cases = study::combine_runs(rows);
  const study::summary s = study::summarise(cases, cases.front().config);
  CHECK(s.cases == 4);
  CHECK(s.correct == 2);  // c, d
  CHECK(s.wrong == 1);    // b: its witness was not confirmed
  CHECK(s.disputed == 1); // a: one of its repetitions' witnesses was confirmed
  CHECK(s.disputed_cases == std::set<std::string>{"a"});
  const study::table accuracy = study::accuracy_table(cases);
  REQUIRE(accuracy.rows.size() == 1);
  CHECK(accuracy.rows[0][7] == "0"); // undecided
  CHECK(accuracy.rows[0][8] == "1"); // disputed
  CHECK_FALSE(study::is_disputed("NEQ", "EQ", true));
  CHECK_FALSE(study::is_disputed("EQ", "NEQ", false));
}

TEST_CASE("tables print as text, Markdown and CSV", "[database][study]") {
  const study::table t{"T", {"tool", "n"}, {{"pasda/z3", "12"}, {"a,b", "3"}}, {"note"}};
  CHECK(study::render(t, study::table_format::text) == "T\ntool      n\npasda/z3  12\na,b        3\nnote\n");
  CHECK(study::render(t, study::table_format::markdown) ==
        "### T\n\n| tool | n |\n|---|---:|\n| pasda/z3 | 12 |\n| a,b | 3 |\n\nnote\n");
  CHECK(study::render(t, study::table_format::csv) == "# T\ntool,n\npasda/z3,12\n\"a,b\",3\n");
}

// Table 9's note says how the checks explored: a check stopped when its verdict was settled (or
// at the pre-pass's witness) has fewer partitions than one that explored them all.
TEST_CASE("the partition table's note counts the checks by how they explored", "[database][study]") {
  const auto key = [](const char *benchmark) { return report::sqlite::check_key{benchmark, "pasda/z3"}; };
  std::map<report::sqlite::check_key, std::map<std::string, std::string>> settings;
  CHECK(study::exploration_note(settings, 3) == "partitions explored: every one in 3 checks (--explore all)");
  settings[key("a")] = {{"--explore", "settled"}};
  settings[key("b")] = {{"--explore", "all"}};
  settings[key("c")] = {{"--first-witness", "on"}};
  settings[key("d")] = {{"--explore", "settled"}, {"--first-witness", "on"}}; // settled, counted once
  CHECK(study::exploration_note(settings, 5) ==
        "partitions explored: every one in 2 checks (--explore all), until the verdict was settled in 2 "
        "(--explore settled), none past the pre-pass's witness in 1 (--first-witness); a check stopped early "
        "counts only the partitions it explored");
}
