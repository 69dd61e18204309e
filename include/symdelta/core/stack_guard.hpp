#pragma once
// Tells a recursive algorithm when the native stack of the current thread is nearly used up, so
// it can fail cleanly (the interpreter throws Java's StackOverflowError) instead of crashing.
#include <algorithm>
#include <cstddef>
#include <cstdint>

#include <pthread.h>

namespace symdelta {

class stack_guard {
public:
  /// near_limit() turns true when less than `reserve` bytes of the stack remain (a quarter of
  /// the stack when that is less: a small stack is guarded too), or less than `share` of the
  /// whole stack when that is more.
  explicit stack_guard(std::size_t reserve = 512 * 1024, double share = 0) {
    const stack &s = this_thread_stack();
    if (s.size == 0) return;
    const std::size_t keep =
        std::max(std::min(reserve, s.size / 4), static_cast<std::size_t>(share * static_cast<double>(s.size)));
    limit_ = s.base + keep;
  }

  /// True when less than the reserve of stack remains (the stack grows downward).
  [[nodiscard]] bool near_limit() const {
    char probe;
    return limit_ != 0 && reinterpret_cast<std::uintptr_t>(&probe) < limit_;
  }

private:
  std::uintptr_t limit_ = 0;

  struct stack {
    std::uintptr_t base = 0; // lowest address
    std::size_t size = 0;    // 0: unknown
  };

  /// The current thread's stack, looked up once per thread: pthread_getattr_np reads and parses
  /// /proc/self/maps for the main thread (80-100 us), and a check makes an interpreter, with its
  /// guard, for every witness run (100-200 a check).
  static const stack &this_thread_stack() {
    thread_local const stack s = [] {
      stack found;
      pthread_attr_t attr;
      if (pthread_getattr_np(pthread_self(), &attr) != 0) return found;
      void *base = nullptr;
      std::size_t size = 0;
      if (pthread_attr_getstack(&attr, &base, &size) == 0) found = {reinterpret_cast<std::uintptr_t>(base), size};
      pthread_attr_destroy(&attr);
      return found;
    }();
    return s;
  }
};

} // namespace symdelta
