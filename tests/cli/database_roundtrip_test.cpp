// A check's record survives JSON (the way the CLI gets it from a child process) and SQLite
// unchanged. In a translation unit of its own: it instantiates the engine on both backends.
#include <catch2/catch.hpp>

#include "builtin_checks.hpp"
#include "database_fixtures.hpp"
#include "symdelta/report/json.hpp"
#include "symdelta/report/sqlite.hpp"

using namespace symdelta;
using symdelta::test::builtin_differ;
using symdelta::test::ideal_options;
using symdelta_test::scratch_database;
using symdelta_test::stored;
namespace sqlite = symdelta::report::sqlite;
namespace fs = std::filesystem;

TEMPLATE_TEST_CASE("a check's record survives JSON and the database unchanged", "[database]", solver::z3,
                   solver::cvc5) {
  const fs::path pairs = SYMDELTA_SOURCE_DIR "/tests/pairs", paper = SYMDELTA_SOURCE_DIR "/examples/paper";
  // Listing 2: partitions of every kind, witnesses, covered lines; the abstraction pair: two iterations
  for (const auto &[old_file, new_file] :
       {std::pair{paper / "listing2/old.java", paper / "listing2/new.java"},
        std::pair{pairs / "abstraction_loop_sum/old.java", pairs / "abstraction_loop_sum/new.java"}}) {
    INFO(old_file);
    check_options opts = ideal_options();
    opts.h1_timeout = std::chrono::milliseconds(250);
    opts.abstract_helpers = true;
    run_record run = builtin_differ<TestType, policy::pasda>(opts).check_files(old_file, new_file);
    REQUIRE(!run.partitions.empty());
    // --confirm-jvm's test of an EQ, which a resumed campaign reads back
    run.jvm_test = {120, 2, {{"x", "-1"}, {"y", "2147483647"}}, "old returns 0, new returns 1"};
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
