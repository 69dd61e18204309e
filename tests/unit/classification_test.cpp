// The PASDA tables of ../shared/docs/background.md sections 4 and 5, cell by cell.
#include <catch2/catch.hpp>

#include "symdelta/policy/policy.hpp"

using namespace symdelta;
using S = query_status;
using C = partition_class;

TEST_CASE("run result: a cut last iteration stands only if final, or the only one", "[classification]") {
  CHECK(is_final(verdict::eq));
  CHECK(is_final(verdict::neq));
  CHECK(is_final(verdict::error));
  CHECK_FALSE(is_final(verdict::maybe_eq));
  CHECK_FALSE(is_final(verdict::timeout));
  CHECK(report_previous_iteration(2, verdict::maybe_eq, true));
  CHECK(report_previous_iteration(3, verdict::timeout, true));
  CHECK_FALSE(report_previous_iteration(1, verdict::timeout, true));   // the only iteration
  CHECK_FALSE(report_previous_iteration(2, verdict::neq, true));       // final
  CHECK_FALSE(report_previous_iteration(2, verdict::maybe_eq, false)); // completed
}

TEST_CASE("reachability table", "[classification]") {
  CHECK(classify_reachability(false, S::sat) == reachability::reachable);
  CHECK(classify_reachability(false, S::unsat) == reachability::unreachable);
  CHECK(classify_reachability(false, S::unknown) == reachability::maybe_reachable);
  CHECK(classify_reachability(true, S::sat) == reachability::maybe_reachable);
  CHECK(classify_reachability(true, S::unsat) == reachability::unreachable);
  CHECK(classify_reachability(true, S::unknown) == reachability::maybe_reachable);
  CHECK(classify_reachability(false, S::timeout) == reachability::maybe_reachable); // timeout counts as Unknown
}

TEST_CASE("output equivalence table", "[classification]") {
  for (bool uif : {false, true}) {
    for (S eq : {S::sat, S::unsat, S::unknown})
      CHECK(classify_output(uif, S::unsat, eq) == C::eq);
    CHECK(classify_output(uif, S::unknown, S::sat) == C::maybe_eq);
    CHECK(classify_output(uif, S::unknown, S::unsat) == C::neq);
    CHECK(classify_output(uif, S::unknown, S::unknown) == C::unknown);
  }
  for (S eq : {S::sat, S::unsat, S::unknown})
    CHECK(classify_output(false, S::sat, eq) == C::neq);
  CHECK(classify_output(true, S::sat, S::sat) == C::maybe_neq);
  CHECK(classify_output(true, S::sat, S::unsat) == C::neq);
  CHECK(classify_output(true, S::sat, S::unknown) == C::maybe_neq);
  CHECK(classify_output(true, S::error, S::error) == C::unknown);
}

TEST_CASE("PRV has no Maybe classes", "[classification]") {
  CHECK(classify_output(false, S::unknown, S::sat, false) == C::unknown);
  CHECK(classify_output(true, S::sat, S::sat, false) == C::unknown);
  CHECK(classify_output(true, S::sat, S::unsat, false) == C::neq);
  partition_facts f{S::unknown, S::sat, S::unsat, false, false};
  CHECK(policy::prv::classify_partition(f).overall == C::unknown); // Maybe_Reachable Neq
  CHECK(policy::pasda::classify_partition(f).overall == C::maybe_neq);
}

TEST_CASE("overall partition class", "[classification]") {
  CHECK(combine(reachability::unreachable, C::neq) == C::unreachable);
  CHECK(combine(reachability::maybe_reachable, C::neq) == C::maybe_neq);
  CHECK(combine(reachability::maybe_reachable, C::eq) == C::eq);
  CHECK(combine(reachability::maybe_reachable, C::maybe_eq) == C::maybe_eq);
  CHECK(combine(reachability::reachable, C::neq) == C::neq);
  CHECK(combine(reachability::reachable, C::unknown) == C::unknown);
}

TEST_CASE("program-level rules, first match wins", "[classification]") {
  auto program = [](std::initializer_list<C> parts, run_facts run = {}, bool maybe = true) {
    std::vector<C> v(parts);
    return classify_program(v, run, maybe);
  };
  CHECK(program({C::neq}, {true, false}) == verdict::error);                // 1
  CHECK(program({C::eq, C::error}) == verdict::error);                      // 1
  CHECK(program({C::eq, C::neq, C::unknown}) == verdict::neq);              // 2
  CHECK(program({C::eq, C::unreachable, C::eq}) == verdict::eq);            // 3
  CHECK(program({C::eq}, {false, true}) == verdict::maybe_eq);              // 3 needs no timeout -> 5
  CHECK(program({C::eq, C::maybe_neq, C::maybe_eq}) == verdict::maybe_neq); // 4
  CHECK(program({C::maybe_eq, C::unknown}) == verdict::maybe_eq);           // 5
  CHECK(program({C::eq, C::depth_limited}) == verdict::maybe_eq);           // 5
  CHECK(program({}) == verdict::unknown);                                   // 6
  CHECK(program({C::unknown, C::depth_limited}) == verdict::unknown);       // 6
  CHECK(program({C::depth_limited, C::timeout}) == verdict::depth_limited); // 7
  CHECK(program({}, {false, true}) == verdict::timeout);                    // 8
  CHECK(program({C::timeout}, {false, true}) == verdict::timeout);          // 8
  // PRV: rules 4 and 5 yield Unknown
  CHECK(program({C::eq, C::depth_limited}, {}, false) == verdict::unknown);
  CHECK(program({C::eq, C::unreachable}, {}, false) == verdict::eq);
  CHECK(program({C::depth_limited}, {}, false) == verdict::depth_limited);
}
