// The CLI's child-process isolation: a check past its hard limit is killed and keeps what it
// streamed; a crash is reported; a normal run returns its result.
#include <chrono>
#include <cstdlib>
#include <map>
#include <thread>
#include <vector>

#include <catch2/catch.hpp>
#include <unistd.h>

#include "cli/background.hpp"
#include "cli/isolate.hpp"
#include "cli/streamed_partitions.hpp"

using namespace std::chrono_literals;
using symdelta::cli::emitter;
using symdelta::cli::isolated_result;
using symdelta::cli::isolation_limits;
using symdelta::cli::run_isolated;
using symdelta::cli::run_parallel;

TEST_CASE("a finished child returns its result and its progress", "[isolate]") {
  const auto r = run_isolated(
      [](const emitter &emit) {
        emit({{"partition", 0}});
        emit({{"partition", 1}});
        return nlohmann::json{{"result", "EQ"}};
      },
      {5000ms});
  CHECK_FALSE(r.killed);
  CHECK(r.failure.empty());
  CHECK(r.payload["result"] == "EQ");
  REQUIRE(r.progress.size() == 2);
  CHECK(r.progress[1]["partition"] == 1);
}

TEST_CASE("a child past its hard limit is killed and keeps what it streamed", "[isolate]") {
  const auto start = std::chrono::steady_clock::now();
  const auto r = run_isolated(
      [](const emitter &emit) {
        emit({{"partition", 0}, {"class", "Neq"}});
        for (;;)
          std::this_thread::sleep_for(1s); // a solver that never returns
        return nlohmann::json{};
      },
      {300ms});
  CHECK(std::chrono::steady_clock::now() - start < 3s);
  CHECK(r.killed);
  REQUIRE(r.progress.size() == 1);
  CHECK(r.progress[0]["class"] == "Neq");
}

TEST_CASE("a crashing child is reported, not fatal", "[isolate]") {
  const auto r = run_isolated([](const emitter &) -> nlohmann::json { std::abort(); }, {5000ms});
  CHECK_FALSE(r.killed);
  CHECK(r.failure.find("crashed") != std::string::npos);
}

TEST_CASE("a child past its memory limit fails alone", "[isolate]") {
  const auto r = run_isolated(
      [](const emitter &) {
        std::vector<std::vector<char>> hog;
        for (int i = 0; i < 64; ++i)
          hog.emplace_back(64u << 20, 'x'); // 4 GiB in all
        return nlohmann::json{{"result", "EQ"}};
      },
      {5000ms, 512});
  CHECK_FALSE(r.killed);
  CHECK(r.failure.empty());
  CHECK(r.payload.value("child_error", std::string()).find("memory limit of 512 MiB") != std::string::npos);
}

TEST_CASE("parallel children: a crash and an out-of-memory take only their own task down", "[isolate]") {
  for (std::size_t jobs : {1u, 2u, 3u}) {
    std::map<std::size_t, isolated_result> results;
    run_parallel(
        6, jobs,
        [](std::size_t i) {
          symdelta::cli::child_work work = [i](const emitter &emit) -> nlohmann::json {
            emit({{"task", i}});
            if (i == 2) std::abort();
            if (i == 4) {
              std::vector<std::vector<char>> hog;
              for (int k = 0; k < 64; ++k)
                hog.emplace_back(64u << 20, 'x');
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(20 * (6 - i))); // finish out of order
            return {{"task", i}};
          };
          return std::pair{work, isolation_limits{5000ms, 512}};
        },
        [&](std::size_t i, isolated_result r) {
          CHECK(results.count(i) == 0);
          results[i] = std::move(r);
        });
    REQUIRE(results.size() == 6);
    for (std::size_t i = 0; i < 6; ++i) {
      INFO("jobs " << jobs << ", task " << i);
      REQUIRE(results[i].progress.size() == 1);
      CHECK(results[i].progress[0]["task"] == i);
      if (i == 2)
        CHECK(results[i].failure.find("crashed") != std::string::npos);
      else if (i == 4)
        CHECK(results[i].payload.value("child_error", std::string()).find("memory limit") != std::string::npos);
      else
        CHECK(results[i].payload["task"] == i);
    }
  }
}

TEST_CASE("work run until a limit: its result in time, nothing at the limit", "[isolate]") {
  using symdelta::cli::run_until;
  const auto soon = std::chrono::steady_clock::now() + 5s;
  CHECK(run_until<int>([] { return 42; }, soon) == 42);
  CHECK_THROWS_WITH(run_until<int>([]() -> int { throw std::runtime_error("failed"); }, soon), "failed");
  // work that does not stop (a solver query past its interrupt): given up at the limit, in a
  // child process that then answers without it
  const auto start = std::chrono::steady_clock::now();
  const auto r = run_isolated(
      [](const emitter &emit) {
        emit({{"partition", 0}});
        const auto stuck = run_until<int>(
            [] {
              std::this_thread::sleep_for(30s);
              return 1;
            },
            std::chrono::steady_clock::now() + 300ms);
        return nlohmann::json{{"stopped", !stuck.has_value()}};
      },
      {20000ms});
  CHECK(std::chrono::steady_clock::now() - start < 5s);
  CHECK_FALSE(r.killed);
  CHECK(r.payload["stopped"] == true);
  CHECK(r.progress.size() == 1);
}

TEST_CASE("a wall limit beyond the clock's range is no limit and never a deadline in the past", "[isolate]") {
  for (const auto wall : {std::chrono::milliseconds(9'223'372'036'000), std::chrono::milliseconds::max()}) {
    const auto r = run_isolated([](const emitter &) { return nlohmann::json{{"result", "EQ"}}; }, {wall});
    INFO(wall.count() << " ms");
    CHECK_FALSE(r.killed);
    CHECK(r.payload.value("result", std::string()) == "EQ");
  }
  const auto now = std::chrono::steady_clock::now();
  CHECK(symdelta::deadline_after<std::chrono::steady_clock>(now, std::chrono::hours(24 * 365 * 1000)) ==
        std::chrono::steady_clock::time_point::max());
  CHECK(symdelta::deadline_after<std::chrono::steady_clock>(now, std::chrono::duration<double>(1e300)) ==
        std::chrono::steady_clock::time_point::max());
  CHECK(symdelta::deadline_after<std::chrono::steady_clock>(now, std::chrono::seconds(-5)) == now);
  CHECK(symdelta::deadline_after<std::chrono::steady_clock>(now, 1500ms) == now + 1500ms);
}

TEST_CASE("bytes that are not UTF-8 reach the parent replaced and never as an exception", "[isolate]") {
  // a file name is bytes: "a\xFF.java" is a valid name on Linux, not UTF-8
  const auto r = run_isolated(
      [](const emitter &emit) {
        emit({{"old_file", "a\xFF.java"}});
        return nlohmann::json{{"old_file", "a\xFF.java"}};
      },
      {5000ms});
  CHECK(r.failure.empty());
  CHECK_FALSE(r.payload.contains("child_error"));
  CHECK(r.payload.value("old_file", std::string()) == "a\xEF\xBF\xBD.java"); // U+FFFD
  REQUIRE(r.progress.size() == 1);
  CHECK(r.progress[0].value("old_file", std::string()) == "a\xEF\xBF\xBD.java");
}

TEST_CASE("a stopped check's streamed partitions: a new round of adaptive depth replaces the last", "[isolate]") {
  using nlohmann::json;
  symdelta::cli::streamed_partitions s;
  const auto partition = [](std::size_t iteration, std::size_t index, const char *cls) {
    return json{{"iteration", iteration}, {"index", index}, {"class", cls}};
  };
  // round one (depth 10): two partitions, one cut by the depth; round two starts again
  for (const json &p : {partition(1, 0, "Eq"), partition(1, 1, "Depth_Limited"),
                        json{{"program_witness", {{"found", true}}}}, partition(1, 0, "Eq")})
    s.add(p);
  REQUIRE(s.parts.at(1).size() == 1); // each partition once: the database keys them by index
  CHECK(s.parts.at(1)[0]["index"] == 0);
  CHECK(s.classes.at(1) == std::vector<symdelta::partition_class>{symdelta::partition_class::eq});
  CHECK_FALSE(s.witness.is_null()); // a witness stays: the versions were seen to differ
  // a refinement's second iteration adds to the round
  s.add(partition(1, 1, "Neq"));
  s.add(partition(2, 0, "Eq"));
  CHECK(s.parts.at(1).size() == 2);
  CHECK(s.parts.at(2).size() == 1);
}

TEST_CASE("a child's result is taken at its last line, without waiting for the child to end", "[isolate]") {
  // a grandchild keeps the pipe open for 3 s: waiting for the end of output would wait for it
  const auto start = std::chrono::steady_clock::now();
  const auto r = run_isolated(
      [](const emitter &) {
        if (fork() == 0) {
          std::this_thread::sleep_for(3s);
          _exit(0);
        }
        return nlohmann::json{{"result", "EQ"}};
      },
      {10'000ms});
  CHECK(std::chrono::steady_clock::now() - start < 2s);
  CHECK_FALSE(r.killed);
  CHECK(r.failure.empty());
  CHECK(r.payload["result"] == "EQ");
}
