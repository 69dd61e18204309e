#pragma once
// Errors are values: a message with the source position it concerns. Every layer reports
// user-facing problems (syntax errors, unsupported constructs, bad arguments) this way.
#include <cstdint>
#include <string>
#include <utility>
#include <variant>

#include <fmt/format.h>

namespace symdelta {

/// A position in a source file; line and column are 1-based (0 = unknown).
struct source_pos {
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  friend bool operator==(const source_pos &, const source_pos &) = default;
};

struct diagnostic {
  enum class kind : std::uint8_t { syntax, unsupported, type, name, usage, io, internal };
  kind what = kind::internal;
  std::string file;
  source_pos pos;
  std::string message;

  /// "file:line:col: error: message", the format editors and compilers use.
  [[nodiscard]] std::string to_string() const {
    std::string where = file.empty() ? std::string("<input>") : file;
    if (pos.line != 0) where += fmt::format(":{}:{}", pos.line, pos.column);
    return fmt::format("{}: {}: {}", where, label(what), message);
  }

  static constexpr const char *label(kind k) {
    switch (k) {
    case kind::syntax: return "syntax error";
    case kind::unsupported: return "unsupported";
    case kind::type: return "type error";
    case kind::name: return "name error";
    case kind::usage: return "usage error";
    case kind::io: return "i/o error";
    case kind::internal: return "internal error";
    }
    return "error";
  }
};

/// The outcome of an operation that can fail with a diagnostic (std::expected arrives in C++23).
template <class T> class result {
public:
  result(T value) : state_(std::move(value)) {}
  result(diagnostic error) : state_(std::move(error)) {}

  [[nodiscard]] bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T &value() & { return std::get<0>(state_); }
  const T &value() const & { return std::get<0>(state_); }
  T &&value() && { return std::get<0>(std::move(state_)); }
  T &operator*() & { return value(); }
  const T &operator*() const & { return value(); }
  T *operator->() { return &value(); }
  const T *operator->() const { return &value(); }
  [[nodiscard]] const diagnostic &error() const { return std::get<1>(state_); }

private:
  std::variant<T, diagnostic> state_;
};

/// Thrown inside a layer and turned into a result<> at its public boundary.
struct diagnostic_error {
  diagnostic diag;
};

} // namespace symdelta
