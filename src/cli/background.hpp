#pragma once
// Runs tasks in order on one background thread. The check's child process streams every
// partition to the parent as JSON; converting and writing it on the check's own thread cost
// tcas/altseptest about 7% of its runtime, work the machine's other core can do meanwhile.
// And runs work on a thread that may be given up at a time limit (run_until).
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace symdelta::cli {

class background_worker {
public:
  background_worker() : thread_([this] { run(); }) {}
  ~background_worker() { finish(); }
  background_worker(const background_worker &) = delete;
  background_worker &operator=(const background_worker &) = delete;

  void post(std::function<void()> task) {
    {
      std::lock_guard lock(m_);
      tasks_.push_back(std::move(task));
    }
    cv_.notify_one();
  }

  /// Returns when every task posted so far has run; the worker takes no more.
  void finish() {
    {
      std::lock_guard lock(m_);
      done_ = true;
    }
    cv_.notify_one();
    if (thread_.joinable()) thread_.join();
  }

private:
  void run() {
    std::unique_lock lock(m_);
    for (;;) {
      cv_.wait(lock, [this] { return done_ || !tasks_.empty(); });
      if (tasks_.empty()) return; // done, and nothing left
      std::function<void()> task = std::move(tasks_.front());
      tasks_.pop_front();
      lock.unlock();
      task();
      lock.lock();
    }
  }

  std::mutex m_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> tasks_;
  bool done_ = false;
  std::thread thread_;
};

/// Runs `work` on a thread of its own and waits for it until `limit`: its result (or its
/// exception), or nullopt when it is still running then. A thread still running is left to end
/// with the process (a child process answers and exits), so `work` must own, or share, all it
/// uses.
template <class T> std::optional<T> run_until(std::function<T()> work, std::chrono::steady_clock::time_point limit) {
  auto promise = std::make_shared<std::promise<T>>();
  std::future<T> result = promise->get_future();
  std::thread thread([promise, work = std::move(work)] {
    try {
      promise->set_value(work());
    } catch (...) {
      promise->set_exception(std::current_exception());
    }
  });
  if (result.wait_until(limit) == std::future_status::timeout) {
    thread.detach();
    return std::nullopt;
  }
  thread.join();
  return result.get();
}

} // namespace symdelta::cli
