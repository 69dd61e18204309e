#pragma once
// The Z3 contexts of the backends: made ahead of a backend (prepare, for a process that forks a
// child per check, or in the background) and owned by one backend each, never shared: a context
// carries state from check to check (a reused one turned an EQ pair's check MAYBE_EQ after 250
// other checks in the same process), and a check's answer must not depend on what ran before it.
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

#include "symdelta/solver/z3/api.hpp"

namespace symdelta::solver::z3_detail {

/// The process's context made ahead (prepare), for its next backend: making one costs more
/// than most checks.
struct context_pool {
  std::mutex m;
  std::condition_variable ready;
  bool making = false;       // prepare_in_background's thread is at work
  bool left_to_exit = false; // prepare_for_one_check: backends do not delete their contexts
  std::unique_ptr<::z3::context> spare;
};
inline context_pool &pool() {
  static auto *p = new context_pool; // never destroyed: a backend may end during exit
  return *p;
}
/// The pool, locked, once no context is being made in the background.
inline std::unique_lock<std::mutex> settled_pool() {
  std::unique_lock lock(pool().m);
  pool().ready.wait(lock, [] { return !pool().making; });
  return lock;
}

/// A new context, warmed up if asked: Z3 sets up much of its arithmetic and bit-vector solving
/// at the first check in a context, which makes that first check slower than the next: worth
/// warming up once for the many children of a process that forks, not on the way to one check.
/// Floating point is left out: a first query of it costs far more than the other warm-up and
/// does not speed up the next.
inline std::unique_ptr<::z3::context> made_context(bool warm_up) {
  auto c = std::make_unique<::z3::context>();
  if (!warm_up) return c;
  ::z3::solver s(*c, ::z3::solver::simple());
  const ::z3::expr i = c->int_const("warm_up_i"), b = c->bv_const("warm_up_b", 32);
  s.add(i > 0 && ::z3::sle(b + 1, b));
  s.check();
  return c;
}
inline std::unique_ptr<::z3::context> take_context() {
  const auto lock = settled_pool();
  return pool().spare ? std::move(pool().spare) : std::make_unique<::z3::context>(); // (not warmed: needed now)
}

/// See z3::prepare.
inline void prepare() {
  const auto lock = settled_pool();
  if (!pool().spare) pool().spare = made_context(true);
}
/// See z3::prepare_in_background.
inline void prepare_in_background() {
  std::lock_guard lock(pool().m);
  if (pool().spare || pool().making) return;
  pool().making = true;
  std::thread([] {
    std::unique_ptr<::z3::context> made;
    try {
      made = made_context(false); // (the check waits for it: warming up would delay it)
    } catch (...) {               // out of memory, say: the backend then makes one itself and reports what it meets
    }
    std::lock_guard lock(pool().m);
    pool().spare = std::move(made);
    pool().making = false;
    pool().ready.notify_all();
  }).detach();
}
/// See z3::prepare_for_one_check.
inline void prepare_for_one_check() {
  {
    std::lock_guard lock(pool().m);
    pool().left_to_exit = true;
  }
  prepare_in_background();
}

/// A backend's context, deleted when the backend ends (after every other member, which hold
/// its terms: it is the first member), unless the process leaves it to its exit.
struct owned_context {
  std::unique_ptr<::z3::context> c;
  owned_context(std::unique_ptr<::z3::context> made) : c(std::move(made)) {}
  owned_context(const owned_context &) = delete;
  owned_context &operator=(const owned_context &) = delete;
  ~owned_context() {
    std::lock_guard lock(pool().m);
    if (pool().left_to_exit) (void)c.release(); // freed by the process's exit, moments away
  }
  ::z3::context *operator->() const { return c.get(); }
  ::z3::context &operator*() const { return *c; }
};

} // namespace symdelta::solver::z3_detail
