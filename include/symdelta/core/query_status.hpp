#pragma once
// What a query's answer is: the vocabulary the classification tables read (core/classification.hpp)
// and every solver backend answers in (solver/result.hpp), free of any solver.
#include <cstdint>

namespace symdelta {

enum class query_status : std::uint8_t {
  sat,
  unsat,
  unknown, // the solver gave up; the result's `reason` says why
  timeout, // the time limit of the query ran out
  error,   // the query could not be posed or the solver failed; the result's `reason` has the message
};

constexpr const char *to_string(query_status s) {
  switch (s) {
  case query_status::sat: return "sat";
  case query_status::unsat: return "unsat";
  case query_status::unknown: return "unknown";
  case query_status::timeout: return "timeout";
  case query_status::error: return "error";
  }
  return "?";
}

} // namespace symdelta
