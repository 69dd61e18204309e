// The CLI's child-process isolation: a check past its hard limit is killed and keeps what it
// streamed; a crash is reported; a normal run returns its result.
#include <chrono>
#include <cstdlib>
#include <thread>

#include <catch2/catch.hpp>

#include "isolate.hpp"

using namespace std::chrono_literals;
using symdelta::cli::emitter;
using symdelta::cli::run_isolated;

TEST_CASE("a finished child returns its result and its progress", "[isolate]") {
  const auto r = run_isolated(
      [](const emitter &emit) {
        emit({{"partition", 0}});
        emit({{"partition", 1}});
        return nlohmann::json{{"result", "EQ"}};
      },
      5000ms);
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
      300ms);
  CHECK(std::chrono::steady_clock::now() - start < 3s);
  CHECK(r.killed);
  REQUIRE(r.progress.size() == 1);
  CHECK(r.progress[0]["class"] == "Neq");
}

TEST_CASE("a crashing child is reported, not fatal", "[isolate]") {
  const auto r = run_isolated([](const emitter &) -> nlohmann::json { std::abort(); }, 5000ms);
  CHECK_FALSE(r.killed);
  CHECK(r.failure.find("crashed") != std::string::npos);
}
