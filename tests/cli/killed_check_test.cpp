// A check stopped or killed at its limit is classified from the partitions it streamed by the
// program-level rule of the policy that ran (cli::check_task::record), not by the built-in one.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include <catch2/catch.hpp>

#include "cli/check.hpp"
#include "majority.hpp" // examples/custom_policy

using namespace std::chrono_literals;
using namespace symdelta;

namespace {

/// A partition record as a check's child streams it.
nlohmann::json partition(std::size_t index, partition_class c) {
  return {{"iteration", 1}, {"index", index}, {"class", to_string(c)}};
}

/// One Maybe_Neq against two Eq: PASDA's rule gives MAYBE_NEQ (any Maybe_Neq wins), majority's a
/// MAYBE_EQ (the vote).
void stream_split_vote(const cli::emitter &emit) {
  emit(partition(0, partition_class::maybe_neq));
  emit(partition(1, partition_class::eq));
  emit(partition(2, partition_class::eq));
}

template <class Policy> cli::check_task task_of() {
  cli::check_task t;
  t.combo.policy = std::string(Policy::name);
  t.combo.solver = "z3";
  t.combo.maybe = true;
  t.combo.classify = &Policy::classify_program;
  t.options.run_timeout = 200ms;
  return t;
}

} // namespace

TEST_CASE("a killed check is classified by the policy that ran", "[killed]") {
  const cli::isolated_result r = cli::run_isolated(
      [](const cli::emitter &emit) {
        stream_split_vote(emit);
        std::this_thread::sleep_for(60s); // a solver that never answers
        return nlohmann::json{{"result", "EQ"}};
      },
      {300ms});
  REQUIRE(r.killed);
  REQUIRE(r.progress.size() == 3);
  const auto majority = task_of<lab::majority>().record(r);
  CHECK(majority["result"] == "MAYBE_EQ");
  CHECK(majority["policy"] == "majority");
  CHECK(majority["timed_out"] == true);
  CHECK(majority["partitions"].size() == 3);
  CHECK(task_of<policy::pasda>().record(r)["result"] == "MAYBE_NEQ");
}

TEST_CASE("a check stopped at its limit is classified by the policy that ran", "[killed]") {
  cli::isolated_result r;
  r.payload = {{"stopped", true}};
  stream_split_vote([&](const nlohmann::json &j) { r.progress.push_back(j); });
  CHECK(task_of<lab::majority>().record(r)["result"] == "MAYBE_EQ");
  CHECK(task_of<policy::pasda>().record(r)["result"] == "MAYBE_NEQ");

  // the method compared, as the check chose it when none was named
  const auto file = std::filesystem::temp_directory_path() / fmt::format("symdelta_stopped_{}.java", ::getpid());
  std::ofstream(file)
      << "class A {\n  static int first(int x) { return x; }\n  static int second(int x) { return x; }\n}\n";
  auto t = task_of<policy::pasda>();
  t.old_file = t.new_file = file;
  CHECK(t.record(r)["method"] == "first");
  t.method = "second";
  CHECK(t.record(r)["method"] == "second");
  std::filesystem::remove(file);
}
