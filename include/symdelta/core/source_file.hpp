#pragma once
// Reading source files: bounded in size, and checked to be UTF-8 (as javac reads them), so that
// what a frontend gets is text it can report positions in and every report can carry.
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"

namespace symdelta {

/// The largest source file read: far beyond any method worth differencing (the ARDiff benchmark's
/// largest file is 12 KiB), small enough that /dev/zero or a runaway generator cannot exhaust memory.
inline constexpr std::size_t max_source_bytes = std::size_t{16} << 20; // 16 MiB

/// How long a pipe may take to deliver its whole text: a named pipe nobody writes to would
/// otherwise block the reader for ever, whatever its time limit.
inline constexpr std::chrono::milliseconds pipe_wait{10'000};

namespace detail {

inline std::string too_large(std::size_t limit) {
  return limit % (1 << 20) == 0 ? fmt::format("larger than {} MiB, the limit of a source file", limit >> 20)
                                : fmt::format("larger than {} bytes, the limit of a source file", limit);
}

/// A pipe's text (`<(...)`, a named pipe), read without blocking: what comes through it until its
/// writer closes it, within `wait`.
inline result<std::string> read_pipe(const std::filesystem::path &path, std::size_t limit,
                                     std::chrono::milliseconds wait) {
  const auto fail = [&](std::string message) {
    return diagnostic{diagnostic::kind::io, path.string(), {}, std::move(message)};
  };
  // (opening a pipe for reading without O_NONBLOCK waits for a writer)
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return fail("cannot open file");
  struct closer {
    int fd;
    ~closer() { ::close(fd); }
  } close_it{fd};
  const auto deadline = std::chrono::steady_clock::now() + wait;
  std::string text;
  char buf[65536];
  for (;;) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    pollfd p{fd, POLLIN, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(std::max<std::int64_t>(left.count(), 0)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) return fail("cannot read file");
    if (ready == 0)
      return fail(fmt::format("a pipe that did not deliver its text within {} s (nothing writes to it?)",
                              wait.count() / 1000.0));
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n == 0) return text; // its writer closed it
    if (n < 0 && (errno == EAGAIN || errno == EINTR)) continue;
    if (n < 0) return fail("cannot read file");
    text.append(buf, static_cast<std::size_t>(n));
    if (text.size() > limit) return fail(too_large(limit));
  }
}

} // namespace detail

/// The text of a source file: a regular file or a pipe (e.g. `<(...)`, which must deliver it
/// within `wait`), at most `limit` bytes. Directories, devices and sockets are refused, as is
/// anything larger than `limit`.
inline result<std::string> read_source_file(const std::filesystem::path &path, std::size_t limit = max_source_bytes,
                                            std::chrono::milliseconds wait = pipe_wait) {
  namespace fs = std::filesystem;
  const auto fail = [&](std::string message) {
    return diagnostic{diagnostic::kind::io, path.string(), {}, std::move(message)};
  };
  std::error_code ec;
  switch (fs::status(path, ec).type()) {
  case fs::file_type::not_found: return fail("does not exist");
  case fs::file_type::directory: return fail("is a directory, not a source file");
  case fs::file_type::block:
  case fs::file_type::character:
  case fs::file_type::socket: return fail("not a regular file");
  case fs::file_type::fifo: return detail::read_pipe(path, limit, wait);
  default: break; // a regular file; anything else fails to open
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return fail("cannot open file");
  std::string text;
  char buf[65536];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    text.append(buf, static_cast<std::size_t>(in.gcount()));
    if (text.size() > limit) return fail(detail::too_large(limit));
  }
  if (in.bad()) return fail("cannot read file");
  return text;
}

/// Where a text stops being UTF-8: the position (1-based line, column in bytes) of the first byte
/// that does not begin or continue a well-formed sequence (RFC 3629: no overlong forms, no
/// surrogates, nothing beyond U+10FFFF).
struct invalid_utf8 {
  source_pos pos;
  std::uint8_t byte = 0;
};

inline std::optional<invalid_utf8> first_invalid_utf8(std::string_view s) {
  std::uint32_t line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<std::uint8_t>(s[i]);
    if (b < 0x80) {
      if (b == '\n') ++line, line_start = i + 1;
      ++i;
      continue;
    }
    // the well-formed sequences (RFC 3629; the Unicode Standard, table 3-7): a lead byte's range, the sequence's
    // length and the range of its second byte (the others are 0x80..0xBF)
    struct lead {
      std::uint8_t first, last, length, lo, hi;
    };
    static constexpr lead leads[] = {{0xC2, 0xDF, 2, 0x80, 0xBF}, {0xE0, 0xE0, 3, 0xA0, 0xBF},
                                     {0xE1, 0xEC, 3, 0x80, 0xBF}, {0xED, 0xED, 3, 0x80, 0x9F},
                                     {0xEE, 0xEF, 3, 0x80, 0xBF}, {0xF0, 0xF0, 4, 0x90, 0xBF},
                                     {0xF1, 0xF3, 4, 0x80, 0xBF}, {0xF4, 0xF4, 4, 0x80, 0x8F}};
    std::size_t n = 0;
    std::uint8_t lo = 0x80, hi = 0xBF;
    for (const lead &l : leads)
      if (b >= l.first && b <= l.last) n = l.length, lo = l.lo, hi = l.hi;
    std::size_t k = 1;
    for (; n && k < n && i + k < s.size(); ++k) {
      const auto c = static_cast<std::uint8_t>(s[i + k]);
      if (c < (k == 1 ? lo : 0x80) || c > (k == 1 ? hi : 0xBF)) break;
    }
    if (n == 0 || k < n) return invalid_utf8{{line, static_cast<std::uint32_t>(i - line_start + 1)}, b};
    i += n;
  }
  return std::nullopt;
}

} // namespace symdelta
