#pragma once
// Runs one check in a child process with a hard wall-clock limit. A solver can get stuck where
// it never looks at its interrupt flag (Z3 4.8 while simplifying very large non-linear terms,
// seen on the ARDiff benchmark): the CLI must still finish, so the child is killed and the check
// reported as TIMEOUT. A crash of the child is reported as ERROR.
#include <chrono>
#include <csignal>
#include <cstring>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace symdelta::cli {

struct isolated_result {
  nlohmann::json payload; // what the child produced
  bool killed = false;    // exceeded the hard limit
  std::string failure;    // the child died or produced nothing
};

inline isolated_result run_isolated(const std::function<nlohmann::json()> &work, std::chrono::milliseconds hard_limit) {
  isolated_result out;
  int fds[2];
  if (pipe(fds) != 0) {
    out.payload = work(); // no isolation possible: run in this process
    return out;
  }
  const pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    out.payload = work();
    return out;
  }
  if (pid == 0) {
    close(fds[0]);
    std::string text;
    try {
      text = work().dump();
    } catch (const std::exception &e) {
      text = nlohmann::json{{"child_error", e.what()}}.dump();
    }
    for (std::size_t off = 0; off < text.size();) {
      const ssize_t n = write(fds[1], text.data() + off, text.size() - off);
      if (n <= 0) break;
      off += static_cast<std::size_t>(n);
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
  if (out.killed) return out;
  if (WIFSIGNALED(status))
    out.failure = std::string("the check crashed (") + strsignal(WTERMSIG(status)) + ")";
  else if (text.empty())
    out.failure = "the check produced no result";
  else
    out.payload = nlohmann::json::parse(text, nullptr, false);
  if (!out.failure.empty() || out.payload.is_discarded()) {
    if (out.failure.empty()) out.failure = "the check's result could not be read";
    out.payload = nlohmann::json();
  }
  return out;
}

} // namespace symdelta::cli
