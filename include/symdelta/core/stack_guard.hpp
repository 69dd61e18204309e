#pragma once
// Tells a recursive algorithm when the native stack of the current thread is nearly used up, so
// it can fail cleanly (the interpreter throws Java's StackOverflowError) instead of crashing.
#include <cstddef>
#include <cstdint>

#include <pthread.h>

namespace symdelta {

class stack_guard {
public:
  /// `reserve`: bytes that must stay free below the point where near_limit() turns true.
  explicit stack_guard(std::size_t reserve = 512 * 1024) {
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) != 0) return;
    void *base = nullptr;
    std::size_t size = 0;
    if (pthread_attr_getstack(&attr, &base, &size) == 0 && size > 2 * reserve)
      limit_ = reinterpret_cast<std::uintptr_t>(base) + reserve;
    pthread_attr_destroy(&attr);
  }

  /// True when less than `reserve` bytes of stack remain (the stack grows downward).
  [[nodiscard]] bool near_limit() const {
    char probe;
    return limit_ != 0 && reinterpret_cast<std::uintptr_t>(&probe) < limit_;
  }

private:
  std::uintptr_t limit_ = 0;
};

} // namespace symdelta
