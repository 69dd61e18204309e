#pragma once
// What a check records: per partition and per run (../shared/docs/background.md section 8).
#include <chrono>
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "symdelta/core/classification.hpp"
#include "symdelta/policy/policy.hpp"

namespace symdelta {

struct partition_record;
struct program_witness;

/// What the versions' behaviour is compared on (docs/engine.md, "What is compared").
enum class observe_mode : std::uint8_t {
  everything,  // how the call ends, printed output, static fields, arrays reachable from the arguments
  return_only, // the returned value or exception only, as PASDA compares
};

constexpr std::string_view to_string(observe_mode m) {
  switch (m) {
  case observe_mode::everything: return "all";
  case observe_mode::return_only: return "return";
  }
  return "?";
}

/// How an instance method's receiver is made (docs/engine.md, "Entry points").
enum class receiver_mode : std::uint8_t {
  automatic, // fresh where both versions can build one without arguments, else symbolic
  fresh,     // what the class's constructor without parameters builds, as when a program starts
  symbolic,  // an object whose every instance field is an input
};

constexpr std::string_view to_string(receiver_mode m) {
  switch (m) {
  case receiver_mode::automatic: return "auto";
  case receiver_mode::fresh: return "fresh";
  case receiver_mode::symbolic: return "symbolic";
  }
  return "?";
}

/// The semantics symbolic execution, witnesses and the pre-pass reason in (docs/engine.md,
/// "Semantics"): integers and reals (PASDA's), or Java's bit-vectors.
enum class semantics_mode : std::uint8_t { ideal, java };

constexpr std::string_view to_string(semantics_mode m) { return m == semantics_mode::java ? "java" : "ideal"; }

struct check_options {
  std::uint32_t depth = 10; // see docs/engine.md: loop iterations at which the path forks, and call depth
  /// Adaptive depth (--depth auto): explore again at twice the depth while Depth_Limited
  /// partitions remain and time is left; `depth` is the first round's.
  bool adaptive_depth = true;
  std::chrono::milliseconds run_timeout{10'000};  // whole check; partitions finished before it are kept
  std::chrono::milliseconds query_timeout{2'000}; // one solver query (never beyond the run's deadline)
  std::uint64_t step_budget = 5'000'000;          // statements per path, against loops not bounded by the depth
  /// Called as soon as a partition is classified (the CLI streams partitions out of a child
  /// process so that they survive if the check has to be killed).
  std::function<void(const partition_record &)> on_partition;
  /// Called when the versions are first seen to differ (the pre-pass, or a partition's model).
  std::function<void(const program_witness &)> on_witness;
  bool trace = false; // print every solver query (kind, answer, time) to stderr
  /// Ask the EQ query even where the policy's class of the partition does not depend on it
  /// (an exact Sat for NEQ, under PASDA's and PRV's tables).
  bool all_queries = false;
  /// Time limit of one H1 query (ARDiff's refinement heuristic, a quantified query per function).
  std::chrono::milliseconds h1_timeout{500};
  /// Also abstract calls to unchanged pure helper methods as uninterpreted functions.
  bool abstract_helpers = false;
  /// Run both versions concretely (ideal semantics) on the model of every Neq, Maybe_Neq and
  /// Unknown partition: a difference seen is a confirmed ("witnessed") non-equivalence.
  bool witnesses = true;
  /// Floating-point results of a witness differ only beyond this relative difference.
  double tolerance = 1e-9;
  /// The concrete pre-pass's share of run_timeout (0: no pre-pass), and its number of inputs.
  double prepass_share = 0.05;
  std::size_t prepass_inputs = 1000;
  /// Stop at the pre-pass's first witness instead of exploring for partition data.
  bool first_witness = false;
  /// Stop as soon as the program-level verdict can no longer change: at the first witness (the
  /// pre-pass's, or a partition model's: a witness makes any policy's verdict NEQ), or at a
  /// partition the policy says settles it (PASDA and PRV: a proved Neq). The partitions after it
  /// are not explored, so the partition tables hold fewer. Off (the library's default, PASDA's
  /// way), every partition is explored; the CLI's default is on (--explore settled).
  bool stop_when_settled = false;
  /// Under Java semantics, the share of run_timeout for a first stage in ideal semantics (0:
  /// none): its partitions' models are run in the JVM's arithmetic like pre-pass inputs. Off by
  /// default: behind the pre-pass it found one witness in 195 pairs and none in the ARDiff
  /// benchmark, and it costs every check that the pre-pass does not settle (docs/semantics.md).
  double ideal_first_share = 0;
  /// What counts as behaviour: everything a caller can observe, or the returned value only.
  observe_mode observe = observe_mode::everything;
  /// An instance method's receiver.
  receiver_mode receiver = receiver_mode::automatic;
  /// How many references deep objects passed as inputs are followed (engine/versions/entry.hpp).
  std::uint32_t heap_bound = 3;
  /// As the JVM computes, by default, as the command-line program does; ideal for PASDA's answers.
  semantics_mode semantics = semantics_mode::java;
  /// Run `assert` statements, as `java -ea` does (the JVM's default, and ours, is not to).
  bool enable_assertions = false;
  /// Prove pairs of loops coupled and explore with them abstracted first, for the policies
  /// whose strategy asks for it (docs/loops.md); off: exploration alone.
  bool loop_proofs = true;
  /// Path merging: a branch whose sides only compute primitive locals (ir/merge_regions.hpp)
  /// runs both sides on one path, joined by if-then-else terms, instead of forking. The
  /// loop-pair stage turns it on for its proofs, whose paths are not reported one by one.
  bool merge_branches = false;
};

struct query_record {
  query_status status = query_status::unknown;
  std::string reason; // why unknown / error
  bool approximated = false;
  double seconds = 0;
};

/// One observable component of a version's behaviour besides its returned value or exception
/// class: printed output, a static field or one of its elements, an exception's message.
struct observed_value {
  std::string component; // e.g. "System.out", "static total", "static cache[2]", "exception message"
  std::string symbolic;  // the value as a term or literal
  std::string concrete;  // under the partition's model
};

/// The end of one version's path.
struct effect {
  enum class kind : std::uint8_t { returned, threw, depth_limited, not_run };
  kind what = kind::not_run;
  std::string symbolic;          // return value as a term, or the exception class
  std::string concrete;          // the value under the partition's model
  std::set<std::uint32_t> lines; // source lines covered
  /// The other components the versions do not have alike (the ones compared), in a fixed order.
  std::vector<observed_value> observed;
};

/// How reports spell an effect's kind (JSON, SQLite); from_string() reads it back.
constexpr std::string_view to_string(effect::kind k) {
  switch (k) {
  case effect::kind::returned: return "returned";
  case effect::kind::threw: return "threw";
  case effect::kind::depth_limited: return "depth_limited";
  case effect::kind::not_run: return "not_run";
  }
  return "?";
}

struct input_value {
  std::string name;
  std::string value; // a Java literal
};

/// How running both versions on an input came out (engine/witness/witness.hpp), in ideal semantics or,
/// for a JVM replay, on the JVM.
enum class witness_status : std::uint8_t {
  not_run,
  confirmed,     // the effects differ
  not_confirmed, // the effects agree (floating-point results within the tolerance)
  undecidable,   // the run cannot tell (overflow beyond 64 bits, an unsettled comparison, no JVM, ...)
};

constexpr std::string_view to_string(witness_status s) {
  switch (s) {
  case witness_status::not_run: return "not_run";
  case witness_status::confirmed: return "confirmed";
  case witness_status::not_confirmed: return "not_confirmed";
  case witness_status::undecidable: return "undecidable";
  }
  return "?";
}

/// Where a partition's Neq comes from: the solver's proof, or a witness run.
enum class neq_provenance : std::uint8_t { none, proved, witnessed };

constexpr std::string_view to_string(neq_provenance p) {
  switch (p) {
  case neq_provenance::none: return "none";
  case neq_provenance::proved: return "proved";
  case neq_provenance::witnessed: return "witnessed";
  }
  return "?";
}

/// A partition's model run in both versions.
struct witness_record {
  witness_status status = witness_status::not_run;
  std::string old_effect, new_effect;           // e.g. "returns 3", "throws java.lang.ArithmeticException"
  std::vector<std::string> differs;             // the components seen to differ (confirmed)
  std::string detail;                           // why undecidable, or why the results count as equal
  bool on_path = false;                         // the runs covered every line the partition covers
  witness_status jvm = witness_status::not_run; // replayed on the JVM (--confirm-jvm)
  std::string jvm_detail;
};

/// An input on which the two versions were seen to differ: the program's witness.
struct program_witness {
  std::string source; // "pre-pass" or "partition N"
  std::vector<input_value> input;
  std::string old_effect, new_effect;
  std::vector<std::string> differs; // the components seen to differ
  witness_status jvm = witness_status::not_run;
  std::string jvm_detail;
  [[nodiscard]] bool found() const { return !source.empty(); }
};

/// The concrete pre-pass (engine/witness/witness.hpp).
/// Java semantics' first stage in ideal semantics (check_options::ideal_first_share): how far
/// it got. Its verdict is about ideal semantics and proves nothing about Java's.
struct ideal_stage_record {
  std::string result;         // the ideal-semantics verdict ("" when the stage did not run)
  std::size_t partitions = 0; // explored
  std::size_t models = 0;     // models run in the JVM's arithmetic
  double seconds = 0;
};

struct prepass_record {
  std::size_t tried = 0;       // inputs run
  std::size_t undecidable = 0; // of which ideal semantics could not tell
  double seconds = 0;
  std::string skipped; // why it did not run
};

/// --confirm-jvm's test of an EQ or MAYBE_EQ verdict: both versions run on the JVM on the
/// pre-pass's inputs (boundary values, the programs' constants and their neighbours, random
/// values). A difference contradicts the verdict; none is evidence, not a proof.
struct jvm_test_record {
  std::size_t inputs = 0;         // run on the JVM (0: not run)
  std::size_t differing = 0;      // on which the versions differ
  std::vector<input_value> first; // the first of those
  std::string detail;             // its effects, or why the test could not run
};

/// A pair of loops of the two versions (diff/loop_pairs.hpp) and whether a coupling invariant
/// was proved for it (docs/loops.md).
struct loop_pair_record {
  std::uint32_t id = 0;
  std::string old_at, new_at; // line:column of each version's loop
  std::string edit;           // how the tree diff matched them: unchanged, moved or updated
  bool proved = false;
  std::vector<std::string> invariant; // the coupled variables: "x == x'" (primed: the new version's)
  std::string reason;                 // why not proved
  std::size_t rounds = 0;             // candidate sets tried (Houdini's rounds)
  double seconds = 0;                 // to the invariant, or to giving up
};

/// The stage that explores the versions with their proved loop pairs abstracted.
struct loop_stage_record {
  std::string result; // its verdict ("" when it did not run)
  std::size_t partitions = 0;
  bool decided = false; // its verdict is the check's
  double seconds = 0;
};

struct partition_record {
  std::size_t index = 0;
  std::size_t iteration = 1; // the iteration (1-based) whose exploration found it
  std::string path_condition;
  query_record pc, neq, eq;
  std::vector<input_value> input; // a concrete input in the partition (NEQ model when there is one)
  effect old_version, new_version;
  partition_verdict classes;
  neq_provenance provenance = neq_provenance::none; // for a Neq
  /// The components that differ under the partition's NEQ model (or for certain, without a
  /// query): "return value", "exception", "System.out", "static total", ...
  std::vector<std::string> differs;
  witness_record witness;
  double seconds = 0;
  std::string error;
};

/// Wall time per step of a check.
struct step_times {
  double initialization = 0, symbolic_execution = 0, partition_classification = 0, program_classification = 0,
         refinement = 0, finalization = 0;
};

/// One iteration of a policy's abstraction-refinement loop (background.md section 6).
struct iteration_record {
  std::size_t index = 1;
  std::string mode;                    // "partitions" or "summaries"
  std::size_t abstracted = 0;          // uninterpreted functions in effect
  std::string refined;                 // the function whose code came back for this iteration, if any
  std::string heuristic;               // which heuristic chose it: H1, H2 or all
  std::vector<std::string> candidates; // its candidates, ranked by H3
  verdict result = verdict::unknown;
  bool timed_out = false;
  std::size_t partitions = 0;
  double seconds = 0;
};

/// Classes of the two versions matched under different names, or of one version only
/// (docs/engine.md, "How versions correspond"): `new_name` empty for a class of the old version
/// only, `old_name` for one of the new version only.
struct class_match_record {
  std::string old_name, new_name, why;
};

struct run_record {
  std::string old_file, new_file, method, policy, solver, semantics;
  std::string new_method;                  // the new version's compared method, where not named as the old one's
  std::vector<class_match_record> classes; // matched under other names, or of one version only
  check_options options;
  verdict result = verdict::unknown;
  bool timed_out = false;
  bool depth_limited = false;
  bool deeper_helps = false;                // a Depth_Limited partition was cut by the depth (not only the heap bound)
  bool approximated = false;                // some partition's queries involved an approximation (UIF)
  std::string error;                        // what went wrong, for ERROR
  std::vector<partition_record> partitions; // of the reported iteration
  std::vector<iteration_record> iterations;
  std::size_t reported_iteration = 1;
  std::uint32_t depth = 0;                 // the depth limit of the reported exploration
  std::vector<std::uint32_t> depth_rounds; // adaptive depth: every depth tried, in order
  prepass_record prepass;
  ideal_stage_record ideal_stage;
  std::vector<loop_pair_record> loop_pairs; // the loop-pair stage: every pair, proved or not
  loop_stage_record loop_stage;
  program_witness witness; // the first input seen to make the versions differ, if any
  jvm_test_record jvm_test;
  step_times steps;
  double seconds = 0;
};

} // namespace symdelta
