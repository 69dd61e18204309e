#pragma once
// Deadlines from time limits without overflow. A clock counts nanoseconds in 64 bits (292 years):
// a time limit of 10^10 s, added to now, wraps around into the past, and a check would stop at
// once. A time limit too large for the clock means no limit.
#include <chrono>

namespace symdelta {

/// `from + limit`, or the clock's last time point when that lies beyond it; `from` for a limit
/// that is not positive (or not a number).
template <class Clock, class Rep, class Period>
typename Clock::time_point deadline_after(typename Clock::time_point from, std::chrono::duration<Rep, Period> limit) {
  using seconds = std::chrono::duration<double>;
  const double s = seconds(limit).count();
  if (!(s > 0)) return from;
  // a second of margin: converting near the end could round past it
  if (!(s < seconds(Clock::time_point::max() - from).count() - 1)) return Clock::time_point::max();
  return from + std::chrono::duration_cast<typename Clock::duration>(limit);
}

} // namespace symdelta
