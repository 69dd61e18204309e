// A classification policy written outside symdelta: PASDA's partition tables with a different
// program-level rule, plugged into symdelta::differ as a template argument.
//
//   custom_policy [OLD.java NEW.java]   (default: examples/paper/listing2)
#include <cstddef>
#include <cstdio>
#include <span>
#include <string>
#include <string_view>

#include <symdelta/symdelta.hpp>

#ifndef CUSTOM_POLICY_DEFAULT_DIR
#define CUSTOM_POLICY_DEFAULT_DIR "examples/paper/listing2"
#endif

namespace lab {

/// PASDA's partition classes, but a majority vote instead of "any Maybe_Neq wins": the run is
/// MAYBE_NEQ only if the Maybe_Neq partitions outnumber the Eq and Maybe_Eq ones.
struct majority {
  static constexpr std::string_view name = "majority";
  // optional: how to explore and iterate (here PASDA's: partitions, abstraction from iteration 2,
  // refinement); without it, one iteration of partitions
  static constexpr symdelta::strategy how{symdelta::exploration::partitions, 2, true};

  static symdelta::partition_verdict classify_partition(const symdelta::partition_facts &f) {
    return symdelta::policy::tables<true>::classify_partition(f);
  }

  static symdelta::verdict classify_program(std::span<const symdelta::partition_class> parts, symdelta::run_facts run) {
    using symdelta::partition_class;
    using symdelta::verdict;
    // Rules 1-3 as in symdelta: Error, then any Neq -> NEQ, then all (reachable) Eq -> EQ.
    const verdict rules = symdelta::classify_program(parts, run);
    if (rules == verdict::error || rules == verdict::neq || rules == verdict::eq) return rules;
    // Instead of rules 4-5: a majority vote between the best-effort classes.
    std::size_t against = 0, in_favour = 0;
    for (auto p : parts) {
      against += p == partition_class::maybe_neq;
      in_favour += p == partition_class::eq || p == partition_class::maybe_eq;
    }
    if (against > in_favour) return verdict::maybe_neq;
    if (in_favour > 0) return verdict::maybe_eq;
    return rules; // no Eq, Maybe_Eq or Maybe_Neq partition: symdelta's remaining rules
  }
};

} // namespace lab

static_assert(symdelta::classification_policy<lab::majority>);

int main(int argc, char **argv) {
  if (argc != 1 && argc != 3) {
    std::fprintf(stderr, "usage: %s [OLD.java NEW.java]\n", argv[0]);
    return 2;
  }
  const std::string old_file = argc == 3 ? argv[1] : CUSTOM_POLICY_DEFAULT_DIR "/old.java";
  const std::string new_file = argc == 3 ? argv[2] : CUSTOM_POLICY_DEFAULT_DIR "/new.java";

  symdelta::check_options opts;
  symdelta::differ<symdelta::java::frontend, symdelta::solver::z3, lab::majority> d{opts};
  auto run = d.check_files(old_file, new_file);
  std::fputs(symdelta::report::to_text(run).c_str(), stdout);
  return 0;
}
