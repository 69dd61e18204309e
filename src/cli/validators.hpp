#pragma once
// Checks of numeric command-line values. CLI11's own are not enough: it reads "-1" into an
// unsigned option by wrapping around (to 18446744073709551615), its range checks let NaN pass
// (every comparison with NaN is false), and PositiveNumber's message prints DBL_MAX's 309 digits.
// Each validator here reads the whole text, refuses what it cannot read exactly, and says the
// range in words; CLI11 puts the option's name in front ("--timeout: ...").
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

namespace symdelta::cli {

/// The largest time limit accepted (--timeout, --query-timeout, --h1-timeout): a week. A longer
/// one would be no limit in practice, and far longer ones overflow the clocks' arithmetic.
inline constexpr double max_seconds = 7 * 24 * 3600;

/// All of `text` as a whole number (decimal digits only: no sign, no space), if it fits.
inline std::optional<std::uint64_t> whole_number_of(const std::string &text) {
  std::uint64_t v = 0;
  const char *end = text.data() + text.size();
  const auto [at, ec] = std::from_chars(text.data(), end, v);
  if (text.empty() || ec != std::errc() || at != end) return std::nullopt;
  return v;
}

/// What is wrong with `text` as a whole number from `lo` to `hi`; empty if nothing. `hi` goes
/// unsaid when it is only the largest number the option's type holds (`say_hi` false), unless
/// `text` is a number beyond it.
inline std::string whole_number_error(const std::string &text, std::uint64_t lo, std::uint64_t hi, bool say_hi = true) {
  const std::string range =
      say_hi ? fmt::format("a whole number from {} to {}", lo, hi) : fmt::format("a whole number, at least {}", lo);
  const auto v = whole_number_of(text);
  const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
  if (!v && digits) // beyond what 64 bits hold: out of range, whatever the option's type
    return fmt::format("{} is out of range: expected a whole number from {} to {}", text, lo, hi);
  if (!v) return fmt::format("'{}' is not {}", text, range);
  if (*v > hi && !say_hi) return fmt::format("{} is out of range: expected a whole number from {} to {}", text, lo, hi);
  if (*v < lo || *v > hi) return fmt::format("{} is out of range: expected {}", text, range);
  return {};
}

/// A whole number from `lo` to `hi` (by default the largest the option's type T holds).
template <class T> CLI::Validator whole_number(std::uint64_t lo, std::uint64_t hi = std::numeric_limits<T>::max()) {
  const bool say_hi = hi != static_cast<std::uint64_t>(std::numeric_limits<T>::max());
  const std::string name = say_hi ? fmt::format("UINT in [{}..{}]", lo, hi) : fmt::format("UINT>={}", lo);
  return CLI::Validator([=](std::string &text) { return whole_number_error(text, lo, hi, say_hi); }, name);
}

/// A finite number from `lo` to `hi` (greater than `lo` when `lo_open`); `unit` ("seconds")
/// and `hint` (" (a week)") describe it in messages.
inline CLI::Validator number_in(double lo, double hi, bool lo_open, std::string unit = "a number",
                                std::string hint = {}) {
  const std::string range = lo_open ? fmt::format("{} greater than {:g} and at most {:g}{}", unit, lo, hi, hint)
                                    : fmt::format("{} from {:g} to {:g}{}", unit, lo, hi, hint);
  const std::string name = fmt::format("NUMBER in {}{:g}..{:g}]", lo_open ? "(" : "[", lo, hi);
  return CLI::Validator(
      [=](std::string &text) -> std::string {
        char *end = nullptr;
        const double v = std::strtod(text.c_str(), &end);
        if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(v))
          return fmt::format("'{}' is not a finite number: expected {}", text, range);
        if (v < lo || v > hi || (lo_open && v == lo))
          return fmt::format("{} is out of range: expected {}", text, range);
        return {};
      },
      name);
}

/// A time limit in seconds: more than 0, at most max_seconds.
inline CLI::Validator seconds_limit() { return number_in(0, max_seconds, true, "seconds", " (a week)"); }

} // namespace symdelta::cli
