#pragma once
// Runs checks in child processes with a hard wall-clock limit and a memory limit. A solver can
// get stuck where it never looks at its interrupt flag (Z3 4.8 while simplifying very large
// non-linear terms, seen on the ARDiff benchmark): the CLI must still finish, so the child is
// killed and the check reported as timed out, keeping the partitions it streamed before. A crash
// or running out of memory is an ERROR of that check, never of the campaign. run_parallel keeps
// up to N children running at once.
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstring>
#include <functional>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "symdelta/core/deadline.hpp"
#include "symdelta/report/json.hpp"

namespace symdelta::cli {

struct isolated_result {
  nlohmann::json payload;               // what the child produced
  std::vector<nlohmann::json> progress; // what it streamed before it finished or was killed
  bool killed = false;                  // exceeded the hard limit
  std::string failure;                  // the child died, ran out of memory or produced nothing
  double seconds = 0;                   // wall time from start to finish
};

/// `work(emit)` runs in the child: `emit(json)` streams a progress record at once; its return
/// value is the result.
using emitter = std::function<void(const nlohmann::json &)>;
using child_work = std::function<nlohmann::json(const emitter &)>;

struct isolation_limits {
  std::chrono::milliseconds wall{10'000};
  std::size_t memory_mb = 0; // address space of the child; 0: no limit
};

/// One child process running `work`; poll its fd, call read_some() when readable and finish()
/// once read_some() says the child is done or the deadline has passed.
class isolated_child {
public:
  isolated_child(const child_work &work, isolation_limits limits)
      : limits_(limits), started_(std::chrono::steady_clock::now()),
        deadline_(deadline_after<std::chrono::steady_clock>(started_, limits.wall)) {
    int fds[2];
    if (pipe(fds) != 0 || (pid_ = fork()) < 0) { // no isolation possible: run in this process
      if (pid_ < 0) close(fds[0]), close(fds[1]);
      pid_ = -1;
      local_.payload = work([&](const nlohmann::json &j) { local_.progress.push_back(j); });
      return;
    }
    if (pid_ == 0) {
      close(fds[0]);
      prctl(PR_SET_PDEATHSIG, SIGKILL); // the campaign was killed: so is its check
      if (limits.memory_mb) {
        const rlim_t bytes = limits.memory_mb < (RLIM_INFINITY >> 20) ? static_cast<rlim_t>(limits.memory_mb) << 20
                                                                      : RLIM_INFINITY; // (too large: none)
        const rlimit lim{bytes, bytes};
        setrlimit(RLIMIT_AS, &lim);
      }
      const auto send = [&](char tag, const nlohmann::json &j) {
        const std::string line = std::string(1, tag) + " " + report::json_text(j) + "\n";
        for (std::size_t off = 0; off < line.size();) {
          const ssize_t n = write(fds[1], line.data() + off, line.size() - off);
          if (n <= 0) break;
          off += static_cast<std::size_t>(n);
        }
      };
      try {
        send('R', work([&](const nlohmann::json &j) { send('P', j); }));
      } catch (const std::bad_alloc &) {
        send('R', nlohmann::json{{"child_error", out_of_memory()}});
      } catch (const std::exception &e) {
        send('R', nlohmann::json{{"child_error", e.what()}});
      }
      close(fds[1]);
      _exit(0);
    }
    close(fds[1]);
    fd_ = fds[0];
  }
  ~isolated_child() {
    if (fd_ >= 0) close(fd_);
    if (pid_ > 0 && !reaped_) {
      if (!answered_) kill(pid_, SIGKILL);
      exiting_children().push_back(pid_);
    }
    reap_exited_children();
  }
  isolated_child(const isolated_child &) = delete;
  isolated_child &operator=(const isolated_child &) = delete;

  /// -1 once there is nothing to read (the child is done, or the work ran in this process).
  [[nodiscard]] int fd() const { return fd_; }
  [[nodiscard]] std::chrono::steady_clock::time_point deadline() const { return deadline_; }

  /// Reads what the child wrote; false at its end of output, or once its result is complete:
  /// the child has nothing more to say, and the caller need not wait while it exits.
  bool read_some() {
    if (fd_ < 0) return false;
    char buf[65536];
    const ssize_t n = read(fd_, buf, sizeof buf);
    if (n <= 0) {
      close(fd_);
      fd_ = -1;
      return false;
    }
    text_.append(buf, static_cast<std::size_t>(n));
    // the result is the child's last line, "R <json>\n" (JSON text has no raw line breaks)
    if (!text_.ends_with('\n')) return true;
    const std::size_t last = text_.rfind('\n', text_.size() - 2);
    answered_ = text_.compare(last == std::string::npos ? 0 : last + 1, 2, "R ") == 0;
    if (!answered_) return true;
    close(fd_);
    fd_ = -1;
    return false;
  }

  /// Kills the child if it is still running (past its deadline), then collects its result.
  isolated_result finish() {
    isolated_result out;
    if (pid_ < 0) out = std::move(local_);
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    if (pid_ < 0) return out;
    if (fd_ >= 0) {
      kill(pid_, SIGKILL);
      out.killed = true;
      while (read_some()) { // what it wrote before it died: up to the end of output
      }
    }
    int status = 0;
    // a child that answered is left to exit on its own (its status no longer matters); the
    // destructor reaps it later
    if (!answered_) reaped_ = waitpid(pid_, &status, 0) == pid_;
    // lines "P <json>" (progress) and one "R <json>" (the result)
    bool have_result = false;
    for (std::size_t start = 0, end; (end = text_.find('\n', start)) != std::string::npos; start = end + 1) {
      if (end - start < 2) continue;
      nlohmann::json j = nlohmann::json::parse(text_.substr(start + 2, end - start - 2), nullptr, false);
      if (j.is_discarded()) continue;
      if (text_[start] == 'P')
        out.progress.push_back(std::move(j));
      else if (text_[start] == 'R')
        out.payload = std::move(j), have_result = true;
    }
    if (out.killed) return out;
    if (WIFSIGNALED(status)) {
      out.failure = std::string("the check crashed (") + strsignal(WTERMSIG(status)) + ")";
      if (limits_.memory_mb) out.failure += fmt::format(", maybe past its memory limit of {} MiB", limits_.memory_mb);
    } else if (!have_result)
      out.failure = "the check produced no result";
    return out;
  }

private:
  [[nodiscard]] std::string out_of_memory() const {
    return limits_.memory_mb
               ? fmt::format("out of memory: the check exceeded its memory limit of {} MiB", limits_.memory_mb)
               : std::string("out of memory");
  }

  /// Children that answered and are exiting, reaped without waiting when the next child ends.
  static std::vector<pid_t> &exiting_children() {
    static std::vector<pid_t> pids;
    return pids;
  }
  static void reap_exited_children() {
    auto &pids = exiting_children();
    std::erase_if(pids, [](pid_t p) { return waitpid(p, nullptr, WNOHANG) != 0; });
  }

  isolation_limits limits_;
  std::chrono::steady_clock::time_point started_, deadline_;
  pid_t pid_ = -1;
  int fd_ = -1;
  bool reaped_ = false;
  bool answered_ = false; // its result line is complete
  std::string text_;
  isolated_result local_;
};

/// Runs tasks 0..n-1 with at most `jobs` children at once. `start(i)` gives task i's work and
/// limits, `done(i, result)` gets its result in the order tasks finish; `tick()`, if given, is
/// called about once a second while tasks run. Returns when all are done.
inline void run_parallel(std::size_t n, std::size_t jobs,
                         const std::function<std::pair<child_work, isolation_limits>(std::size_t)> &start,
                         const std::function<void(std::size_t, isolated_result)> &done,
                         const std::function<void()> &tick = {}) {
  struct running {
    std::size_t task;
    std::unique_ptr<isolated_child> child;
  };
  std::vector<running> active;
  std::size_t next = 0;
  jobs = std::max<std::size_t>(1, jobs);
  while (next < n || !active.empty()) {
    while (active.size() < jobs && next < n) {
      auto [work, limits] = start(next);
      active.push_back({next, std::make_unique<isolated_child>(work, limits)});
      ++next;
    }
    const auto now = std::chrono::steady_clock::now();
    std::vector<pollfd> fds; // one per running child, in order; poll() skips an fd of -1
    auto wait = std::chrono::milliseconds(tick ? 1000 : 60'000);
    bool readable = false;
    for (const auto &r : active) {
      fds.push_back({r.child->fd(), POLLIN, 0});
      if (r.child->fd() < 0) continue;
      readable = true;
      wait = std::min(wait, std::chrono::duration_cast<std::chrono::milliseconds>(r.child->deadline() - now));
    }
    if (readable) poll(fds.data(), fds.size(), wait.count() > 0 ? static_cast<int>(wait.count()) + 1 : 0);
    // read what is there; a child is finished at its end of output or past its deadline
    std::vector<running> still;
    for (std::size_t k = 0; k < active.size(); ++k) {
      isolated_child &c = *active[k].child;
      const bool finished =
          c.fd() < 0 || (fds[k].revents != 0 && !c.read_some()) || std::chrono::steady_clock::now() >= c.deadline();
      if (finished)
        done(active[k].task, c.finish());
      else
        still.push_back(std::move(active[k]));
    }
    active = std::move(still);
    if (tick) tick();
  }
}

/// One task, waited for.
inline isolated_result run_isolated(const child_work &work, isolation_limits limits) {
  isolated_result out;
  run_parallel(
      1, 1,
      [&](std::size_t) {
        return std::pair{work, limits};
      },
      [&](std::size_t, isolated_result r) { out = std::move(r); });
  return out;
}

} // namespace symdelta::cli
