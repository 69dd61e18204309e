#include "support.hpp"

#include <cstdlib>
#include <optional>

#include <fmt/format.h>

#include "symdelta/engine/execution/interpreter.hpp"
#include "symdelta/engine/versions/entry.hpp"
#include "symdelta/engine/witness/witness.hpp"
#include "symdelta/frontend/java/frontend.hpp"

namespace symdelta::fuzz {
namespace {

// A fuzzed static initialiser may loop or recurse: a budget a run exhausts in milliseconds.
engine::run_options small_budget() {
  engine::run_options o;
  o.step_budget = 100'000;
  o.max_call_depth = 200;
  return o;
}

// A harness error, not a finding: the fixed program of plan_witness must lower and plan.
[[noreturn]] void harness_error(const std::string &why) {
  fmt::print(stderr, "fuzz harness: {}\n", why);
  std::abort();
}

// The entry point of plan_witness: parameters of every kind a plan reads a witness of, and an
// instance method with a symbolic receiver (no constructor without parameters), so that its
// fields are inputs too.
constexpr const char *plan_source = R"java(
class Target {
  int count;
  double ratio;
  String label;
  Target(int c) { count = c; }
  int snippet(int a, long b, short c, byte d, char e, boolean f, float g, double h, String s,
              int[] xs, double[] ys, char[] cs, boolean[] bs, Node n, Node[] ns, String t) {
    return a;
  }
}
class Node {
  int value;
  Node next;
  int[] items;
}
)java";

struct planned {
  ir::program prog;
  engine::entry_plan plan;
  std::vector<std::string> names;
};

const planned &the_plan() {
  static const planned p = [] {
    auto prog = java::frontend::parse(plan_source, "<plan>");
    if (!prog) harness_error(prog.error().to_string());
    planned out{std::move(*prog), {}, {}};
    auto fn = java::frontend::entry_method(out.prog, "snippet");
    if (!fn) harness_error(fn.error().to_string());
    const ir::program *progs[2] = {&out.prog, &out.prog};
    const std::uint32_t fns[2] = {*fn, *fn};
    auto plan = engine::plan_entry(progs, fns, receiver_mode::automatic);
    if (!plan) harness_error(plan.error().to_string());
    out.plan = std::move(*plan);
    for (const auto &in : out.plan.inputs)
      out.names.push_back(in.name);
    return out;
  }();
  return p;
}

} // namespace

void parse_and_initialise(std::string source) {
  auto prog = java::frontend::parse(std::move(source), "Fuzz.java");
  if (!prog || prog->classes.empty()) return;
  (void)engine::interpreter(*prog, small_budget()).static_values();
}

void evaluate_arguments(unsigned selector, std::span<const std::string> texts) {
  // every type a command-line argument may have (parse_arguments refuses the others itself, and
  // one of those is among them to reach that refusal)
  static const std::vector<ir::type> palette = {
      ir::prim::int_,         ir::prim::long_,      ir::prim::double_,     ir::prim::float_, ir::prim::char_,
      ir::prim::boolean,      ir::prim::short_,     ir::prim::byte_,       ir::prim::string, {ir::prim::int_, 1},
      {ir::prim::double_, 1}, {ir::prim::char_, 1}, {ir::prim::string, 1},
  };
  std::vector<ir::type> types;
  for (std::size_t k = 0; k < texts.size(); ++k)
    types.push_back(palette[(selector + k * 7) % palette.size()]);
  auto args = java::frontend::parse_arguments(types, texts);
  if (!args) return;
  (void)engine::interpreter(*args, small_budget()).static_values();
}

void plan_witness(std::span<const std::string> names, std::span<const std::string> values) {
  std::vector<input_value> input;
  for (std::size_t k = 0; k < names.size() && k < values.size(); ++k)
    input.push_back({names[k], values[k]});
  (void)engine::plan_inputs(the_plan().plan, input);
}

const std::vector<std::string> &plan_input_names() { return the_plan().names; }

std::vector<std::string> split(std::string_view data, char separator) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t at; (at = data.find(separator, start)) != std::string_view::npos; start = at + 1)
    out.emplace_back(data.substr(start, at - start));
  out.emplace_back(data.substr(start));
  return out;
}

} // namespace symdelta::fuzz
