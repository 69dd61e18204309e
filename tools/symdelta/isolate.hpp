#pragma once
// Runs one check in a child process with a hard wall-clock limit. A solver can get stuck where
// it never looks at its interrupt flag (Z3 4.8 while simplifying very large non-linear terms,
// seen on the ARDiff benchmark): the CLI must still finish, so the child is killed and the check
// reported as timed out, keeping the partitions it streamed before. A crash is an ERROR.
#include <chrono>
#include <csignal>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace symdelta::cli {

struct isolated_result {
  nlohmann::json payload;               // what the child produced
  std::vector<nlohmann::json> progress; // what it streamed before it finished or was killed
  bool killed = false;                  // exceeded the hard limit
  std::string failure;                  // the child died or produced nothing
};

/// `work(emit)` runs in the child: `emit(json)` streams a progress record at once; its return
/// value is the result.
using emitter = std::function<void(const nlohmann::json &)>;

inline isolated_result run_isolated(const std::function<nlohmann::json(const emitter &)> &work,
                                    std::chrono::milliseconds hard_limit) {
  isolated_result out;
  const emitter keep = [&](const nlohmann::json &j) { out.progress.push_back(j); };
  int fds[2];
  if (pipe(fds) != 0) {
    out.payload = work(keep); // no isolation possible: run in this process
    return out;
  }
  const pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    out.payload = work(keep);
    return out;
  }
  if (pid == 0) {
    close(fds[0]);
    auto send = [&](char tag, const nlohmann::json &j) {
      const std::string line = std::string(1, tag) + " " + j.dump() + "\n";
      for (std::size_t off = 0; off < line.size();) {
        const ssize_t n = write(fds[1], line.data() + off, line.size() - off);
        if (n <= 0) break;
        off += static_cast<std::size_t>(n);
      }
    };
    try {
      send('R', work([&](const nlohmann::json &j) { send('P', j); }));
    } catch (const std::exception &e) {
      send('R', nlohmann::json{{"child_error", e.what()}});
    }
    close(fds[1]);
    _exit(0);
  }
  close(fds[1]);
  std::string text;
  const auto deadline = std::chrono::steady_clock::now() + hard_limit;
  char buf[65536];
  for (;;) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
    if (left <= 0) {
      kill(pid, SIGKILL);
      out.killed = true;
      break;
    }
    pollfd p{fds[0], POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(left)) <= 0) continue;
    const ssize_t n = read(fds[0], buf, sizeof buf);
    if (n <= 0) break; // end of output: the child is done
    text.append(buf, static_cast<std::size_t>(n));
  }
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  // lines "P <json>" (progress) and one "R <json>" (the result)
  bool have_result = false;
  for (std::size_t start = 0, end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
    if (end - start < 2) continue;
    nlohmann::json j = nlohmann::json::parse(text.substr(start + 2, end - start - 2), nullptr, false);
    if (j.is_discarded()) continue;
    if (text[start] == 'P')
      out.progress.push_back(std::move(j));
    else if (text[start] == 'R')
      out.payload = std::move(j), have_result = true;
  }
  if (out.killed) return out;
  if (WIFSIGNALED(status))
    out.failure = std::string("the check crashed (") + strsignal(WTERMSIG(status)) + ")";
  else if (!have_result)
    out.failure = "the check produced no result";
  return out;
}

} // namespace symdelta::cli
