#pragma once
// A timer thread that calls a function when a deadline passes unless disarmed first. Backends
// whose own time limit is unreliable use it to interrupt a running check.
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

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
    {
      std::lock_guard lock(m_);
      deadline_ = std::chrono::steady_clock::now() + after;
      armed_ = true;
      ++generation_;
    }
    cv_.notify_all();
  }
  /// Returns after which the callback of the current arming can no longer run.
  void disarm() {
    std::lock_guard lock(m_);
    armed_ = false;
    ++generation_;
  }

private:
  void run() {
    std::unique_lock lock(m_);
    while (!quit_) {
      if (!armed_) {
        cv_.wait(lock);
        continue;
      }
      const auto gen = generation_;
      if (cv_.wait_until(lock, deadline_) == std::cv_status::timeout && armed_ && gen == generation_) {
        armed_ = false;
        on_expiry_(); // under the lock, so disarm() cannot return while it runs
      }
    }
  }

  std::function<void()> on_expiry_;
  std::mutex m_;
  std::condition_variable cv_;
  std::chrono::steady_clock::time_point deadline_;
  bool armed_ = false, quit_ = false;
  unsigned long generation_ = 0;
  std::thread thread_;
};

} // namespace symdelta::solver::detail
