// Fuzz target: an --inputs file (`symdelta variants --inputs FILE`): its calls as
// cli::detail::read_calls reads them, then each call's arguments lowered and evaluated as
// first_differing_call does (all at once, then each alone), for parameter types a byte of the
// call's line picks.
#include <cstddef>
#include <cstdint>
#include <span>
#include <sstream>
#include <string>

#include "cli/variants.hpp"
#include "support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char *>(data), size));
  const auto calls = symdelta::cli::detail::read_calls(in);
  for (const auto &call : calls) {
    if (call.columns.size() != call.args.size()) __builtin_trap(); // one column per argument
    const unsigned selector = static_cast<unsigned>(call.line * 31 + call.args.size());
    symdelta::fuzz::evaluate_arguments(selector, call.args);
    for (std::size_t k = 0; k < call.args.size() && k < 4; ++k)
      symdelta::fuzz::evaluate_arguments(selector + static_cast<unsigned>(k * 7), std::span(call.args).subspan(k, 1));
  }
  return 0;
}
