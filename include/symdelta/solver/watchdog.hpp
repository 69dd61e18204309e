#pragma once
// A timer thread that calls a function when a deadline passes unless disarmed first. Backends
// whose own time limit is unreliable use it to interrupt a running check.
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>

namespace symdelta::solver::detail {

class watchdog {
public:
  explicit watchdog(std::function<void()> on_expiry) : on_expiry_(std::move(on_expiry)), thread_([this] { run(); }) {}
  ~watchdog() {
    {
      std::lock_guard lock(m_);
      quit_ = true;
    }
    cv_.notify_all();
    thread_.join();
  }
  watchdog(const watchdog &) = delete;
  watchdog &operator=(const watchdog &) = delete;

  void arm(std::chrono::steady_clock::duration after) {
    bool wake = false;
    {
      std::lock_guard lock(m_);
      deadline_ = std::chrono::steady_clock::now() + after;
      armed_ = true;
      wake = deadline_ < sleeping_until_;
    }
    // The thread is woken only when it would otherwise sleep past the new deadline: checks come
    // in thousands per second, each arming a later deadline than the one before, and waking the
    // thread for each cost two futex calls per query (a noticeable share of a check with many
    // small queries).
    if (wake) cv_.notify_all();
  }
  /// Returns after which the callback of the current arming can no longer run; true when it
  /// ran (possibly just after the work it was to interrupt had finished).
  bool disarm() {
    std::lock_guard lock(m_);
    armed_ = false;
    return std::exchange(fired_, false);
  }

private:
  void run() {
    std::unique_lock lock(m_);
    while (!quit_) {
      if (!armed_) {
        sleeping_until_ = std::chrono::steady_clock::time_point::max();
        cv_.wait(lock);
        continue;
      }
      sleeping_until_ = deadline_;
      cv_.wait_until(lock, deadline_);
      if (armed_ && std::chrono::steady_clock::now() >= deadline_) {
        armed_ = false;
        fired_ = true;
        on_expiry_(); // under the lock, so disarm() cannot return while it runs
      }
    }
  }

  std::function<void()> on_expiry_;
  std::mutex m_;
  std::condition_variable cv_;
  std::chrono::steady_clock::time_point deadline_;
  std::chrono::steady_clock::time_point sleeping_until_ = std::chrono::steady_clock::time_point::max();
  bool armed_ = false, fired_ = false, quit_ = false;
  std::thread thread_;
};

} // namespace symdelta::solver::detail
