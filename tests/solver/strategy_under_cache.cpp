// Must NOT compile: a solving strategy chained under a cache (escalating<cached<z3>>) would call
// the backend's steps past the cache. The build of this file is a test
// (compile_fail_strategy_under_cache) that passes when the compiler rejects it with the message
// of escalating's static_assert.
#include <chrono>

#include "symdelta/solver/cached.hpp"
#include "symdelta/solver/escalating.hpp"
#include "symdelta/solver/z3/backend.hpp"

int main() {
  symdelta::solver::escalating<symdelta::solver::cached<symdelta::solver::z3>> s;
  return static_cast<int>(s.check(std::chrono::milliseconds(10)).answer);
}
