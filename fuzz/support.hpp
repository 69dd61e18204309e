#pragma once
// What the fuzz targets share: the Java frontend and the concrete interpreter, compiled once
// (fuzz/support.cpp) for every target that lowers Java, rather than once per target.
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace symdelta::fuzz {

/// Parses and lowers `source` as a .java file; when it lowers, evaluates the main class's static
/// initialisers with the concrete interpreter (a small step budget: a fuzzed initialiser may loop).
void parse_and_initialise(std::string source);

/// Argument texts as `symdelta run FILE -- ARG...` and --inputs give them: lowered as parameters of
/// the types a fuzzed byte picks from every type the command line accepts
/// (java::frontend::parse_arguments), then evaluated (interpreter::static_values).
void evaluate_arguments(unsigned selector, std::span<const std::string> texts);

/// Witness texts as a report lists them (`name = literal`), read back by engine::plan_inputs for a
/// fixed entry point whose inputs cover every kind a plan has (primitives, Strings, arrays, objects,
/// arrays of objects, a symbolic receiver's fields).
void plan_witness(std::span<const std::string> names, std::span<const std::string> values);

/// The names of that entry point's inputs, in the plan's order.
const std::vector<std::string> &plan_input_names();

/// The text of `data` split at `separator`.
std::vector<std::string> split(std::string_view data, char separator);

} // namespace symdelta::fuzz
