// Fuzz target: the argument and witness texts of `symdelta run` and of a report's witnesses.
// The input's first byte picks the parameters' types; the rest, one text a line, is
//  - the arguments of `run FILE -- ARG...` (java::frontend::parse_arguments, then evaluated), and
//    the same line split as a list (java::split_expression_list, what --inputs reads), and
//  - the witness of a stored check, the k-th line the value of the plan's k-th input
//    (engine::plan_inputs, by name), and again as `name=value` lines naming any input.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "support.hpp"
#include "symdelta/frontend/java/frontend.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  if (size == 0) return 0;
  namespace fz = symdelta::fuzz;
  const std::string_view text(reinterpret_cast<const char *>(data) + 1, size - 1);
  const std::vector<std::string> lines = fz::split(text, '\n');
  fz::evaluate_arguments(data[0], lines);
  for (const auto &line : lines)
    (void)symdelta::java::split_expression_list(line);

  fz::plan_witness(fz::plan_input_names(), lines);
  std::vector<std::string> names, values;
  for (const auto &line : lines) {
    const auto eq = line.find('=');
    if (eq == std::string::npos) continue;
    names.push_back(line.substr(0, eq));
    values.push_back(line.substr(eq + 1));
  }
  fz::plan_witness(names, values);
  return 0;
}
