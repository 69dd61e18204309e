#pragma once
// Runs tasks in order on one background thread. The check's child process streams every
// partition to the parent as JSON; converting and writing it on the check's own thread cost
// tcas/altseptest about 7% of its runtime, work the machine's other core can do meanwhile.
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
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

} // namespace symdelta::cli
