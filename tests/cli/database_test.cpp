// The results database: a check's record survives JSON (the way the CLI gets it from a child
// process) and SQLite unchanged; a key is stored once; readers see committed checks while a
// writer holds a transaction; the paper's views combine repetitions by majority.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include <catch2/catch.hpp>

#include "symdelta/report/sqlite.hpp"
#include "symdelta/report/study.hpp"
#include "symdelta/symdelta.hpp"

using namespace symdelta;
namespace sqlite = symdelta::report::sqlite;
namespace study = symdelta::report::study;
namespace fs = std::filesystem;

namespace {

/// A database file of its own, removed at the end.
struct scratch_database {
  fs::path file;
  explicit scratch_database(const std::string &name)
      : file(fs::temp_directory_path() / fs::path("symdelta_" + name + "_" + std::to_string(::getpid()) + ".db")) {
    remove();
  }
  ~scratch_database() { remove(); }
  void remove() const {
    for (const char *suffix : {"", "-wal", "-shm"})
      fs::remove(file.string() + suffix);
  }
};

run_record record(const std::string &policy, const std::string &solver, verdict result) {
  run_record r;
  r.policy = policy;
  r.solver = solver;
  r.result = result;
  return r;
}

sqlite::stored_check stored(run_record run, const std::string &benchmark, int run_id = 1) {
  sqlite::stored_check c;
  c.benchmark = benchmark;
  c.expected = "NEQ";
  c.tool_name = run.policy + "/" + run.solver;
  c.maybe = true;
  c.run_id = run_id;
  c.version = symdelta::version;
  c.host = "test";
  c.run = std::move(run);
  return c;
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

TEMPLATE_TEST_CASE("a check's record survives JSON and the database unchanged", "[database]", solver::z3,
                   solver::cvc5) {
  const fs::path pairs = SYMDELTA_SOURCE_DIR "/tests/pairs", paper = SYMDELTA_SOURCE_DIR "/examples/paper";
  // Listing 2: partitions of every kind, witnesses, covered lines; the abstraction pair: two iterations
  for (const auto &[old_file, new_file] :
       {std::pair{paper / "listing2/old.java", paper / "listing2/new.java"},
        std::pair{pairs / "abstraction_loop_sum/old.java", pairs / "abstraction_loop_sum/new.java"}}) {
    INFO(old_file);
    check_options opts;
    opts.h1_timeout = std::chrono::milliseconds(250);
    opts.abstract_helpers = true;
    const run_record run = differ<java::frontend, TestType, policy::pasda>(opts).check_files(old_file, new_file);
    REQUIRE(!run.partitions.empty());
    const nlohmann::json expected = report::to_json(run);

    // through JSON (inputs come back ordered by name, as the JSON object holds them)
    CHECK(report::to_json(report::run_from_json(expected)) == expected);

    // through the database
    scratch_database scratch("roundtrip");
    sqlite::database db(scratch.file.string());
    const sqlite::stored_check c = stored(run, old_file.parent_path().filename().string());
    REQUIRE(db.store(c));
    const auto all = db.load_all();
    REQUIRE(all.size() == 1);
    const sqlite::stored_check &back = all[0];
    CHECK(report::to_json(back.run) == expected);
    CHECK(back.key() == c.key());
    CHECK(back.expected == c.expected);
    CHECK(back.maybe == c.maybe);
    CHECK(back.version == c.version);
    CHECK(back.host == c.host);
    CHECK(!back.finished_at.empty());
    CHECK(back.has_step_times);
    for (std::size_t i = 0; i < run.partitions.size(); ++i) { // the inputs keep their order here
      REQUIRE(back.run.partitions[i].input.size() == run.partitions[i].input.size());
      for (std::size_t k = 0; k < run.partitions[i].input.size(); ++k)
        CHECK(back.run.partitions[i].input[k].name == run.partitions[i].input[k].name);
    }
  }
}

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

TEST_CASE("tables print as text, Markdown and CSV", "[database][study]") {
  const study::table t{"T", {"tool", "n"}, {{"pasda/z3", "12"}, {"a,b", "3"}}, {"note"}};
  CHECK(study::render(t, study::table_format::text) == "T\ntool      n\npasda/z3  12\na,b        3\nnote\n");
  CHECK(study::render(t, study::table_format::markdown) ==
        "### T\n\n| tool | n |\n|---|---:|\n| pasda/z3 | 12 |\n| a,b | 3 |\n\nnote\n");
  CHECK(study::render(t, study::table_format::csv) == "# T\ntool,n\npasda/z3,12\n\"a,b\",3\n");
}
