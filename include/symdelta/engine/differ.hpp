#pragma once
// The front door: check two versions of a method with a frontend, a solver backend and a
// classification policy chosen at compile time.
//
//   symdelta::differ<symdelta::java::frontend, symdelta::solver::z3, symdelta::policy::pasda> d{options};
//   symdelta::run_record run = d.check_files("Old.java", "New.java", "snippet");
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/deadline.hpp"
#include "symdelta/diff/abstraction.hpp"
#include "symdelta/diff/loop_pairs.hpp"
#include "symdelta/diff/refinement.hpp"
#include "symdelta/engine/explore/loop_coupling.hpp"
#include "symdelta/engine/explore/product_explorer.hpp"
#include "symdelta/engine/semantics/chosen.hpp"
#include "symdelta/engine/semantics/concept.hpp"
#include "symdelta/engine/versions/versions.hpp"
#include "symdelta/engine/witness/prepass.hpp"
#include "symdelta/engine/witness/witness.hpp"
#include "symdelta/frontend/frontend.hpp"
#include "symdelta/model/records.hpp"
#include "symdelta/policy/policy.hpp"
#include "symdelta/solver/chain.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta {

/// `Solver` must give what `Semantics` needs: the default, which reasons as the JVM computes
/// when asked to, needs a floating-point backend (solver::fp_backend), and a weaker one is
/// refused here, not deep inside the engine.
template <frontend Frontend, solver::backend Solver, classification_policy Policy,
          template <class> class Semantics = engine::chosen_semantics>
requires engine::symbolic_semantics<Semantics<solver::chain<Solver>>, solver::chain<Solver>>
class differ {
public:
  explicit differ(check_options options = {}) : options_(options) {}

  /// `method` names the compared method in the old version (`[CLASS.]NAME[(TYPES)]`, empty: the
  /// frontend's default), `new_method` in the new one where it is not the old one's counterpart
  /// (engine/versions/versions.hpp).
  run_record check_files(const std::filesystem::path &old_file, const std::filesystem::path &new_file,
                         const std::string &method = {}, const std::string &new_method = {}) {
    const auto start = clock::now();
    auto old_p = Frontend::parse_file(old_file);
    auto new_p = Frontend::parse_file(new_file);
    return check_programs(std::move(old_p), std::move(new_p), method, new_method, start);
  }

  run_record check(const std::string &old_source, const std::string &new_source, const std::string &method = {},
                   const std::string &new_method = {}) {
    const auto start = clock::now();
    return check_programs(Frontend::parse(old_source, "old"), Frontend::parse(new_source, "new"), method, new_method,
                          start);
  }

private:
  using clock = std::chrono::steady_clock;
  using explorer = engine::product_explorer<solver::chain<Solver>, Semantics>;
  static constexpr std::uint64_t max_adaptive_depth = 100'000;
  static constexpr strategy how = strategy_of<Policy>();
  check_options options_;
  const engine::witness_runner *witnesses_ = nullptr; // the unabstracted versions, while a check runs
  /// The pre-pass's rest while the main exploration runs (check_with_witnesses): the explorer
  /// asks `settled` between paths and before queries (telling it whether queries are slow), and
  /// it runs the rest once exploration runs long or queries are slow, into `found` and `record`.
  struct prepass_rest {
    std::function<bool(bool)> settled;
    const program_witness *found = nullptr;
    const prepass_record *record = nullptr;
  };
  std::optional<prepass_rest> rest_;
  /// The inputs the pre-pass tried, while exploration runs (check_with_witnesses).
  const std::vector<std::vector<ir::scalar>> *known_inputs_ = nullptr;

  /// What one stage of exploration runs with: the check's options, but for what the stage
  /// chooses itself (a depth round its depth, the ideal-first stage its semantics and no
  /// partitions streamed), and the runner that confirms its partitions' models (none in the
  /// ideal-first stage, whose models run apart, in the check's semantics).
  struct stage {
    check_options options;
    const engine::witness_runner *witnesses;
    bool abstraction = true; // the policy's abstraction and refinement (off: its first exploration only)
    // a limit of each branch query, for a stage that proves equivalence (product_explorer::limit_branch_queries)
    std::optional<std::chrono::milliseconds> branch_limit = std::nullopt;
  };

  /// The policy's iterations (background.md sections 5 and 6): explore, classify, and while the
  /// verdict is neither Eq nor Neq and time is left, abstract or refine and explore again.
  void iterate(const stage &st, run_record &run, const ir::program &old_p, std::uint32_t old_fn,
               const ir::program &new_p, std::uint32_t new_fn, clock::time_point deadline) {
    solver::chain<Solver> solver; // one context for all iterations: terms and function declarations carry over
    if (st.options.trace) solver.trace_to(stderr);
    std::optional<diff::abstracted_pair> abstraction; // for the functions not in `refined`
    std::set<std::string> refined;
    std::optional<diff::refinement_choice> choice;
    std::vector<run_record> results; // per iteration: partitions and flags
    auto abstract = [&] {
      abstraction =
          diff::abstract(old_p, old_fn, new_p, new_fn, refined, diff::abstraction_options{st.options.abstract_helpers});
    };
    const std::uint32_t abstract_from = st.abstraction ? how.abstract_from : 0;
    for (std::size_t it = 1;; ++it) {
      const bool abstracted = abstract_from != 0 && it >= abstract_from;
      if (abstracted && !abstraction) abstract();
      const ir::program &po = abstracted ? abstraction->old_p : old_p;
      const ir::program &pn = abstracted ? abstraction->new_p : new_p;
      iteration_record rec;
      rec.index = it;
      rec.mode = to_string(how.mode);
      rec.abstracted = abstracted ? abstraction->abstract_count() : 0;
      if (choice) {
        rec.refined = choice->name;
        rec.heuristic = diff::to_string(choice->candidates_from);
        rec.candidates = choice->candidates;
      }
      const auto explore_start = clock::now();
      run_record part;
      explorer ex(solver, po, old_fn, pn, new_fn, st.options, &Policy::classify_partition, it);
      if (st.options.stop_when_settled) ex.stop_when(&settles<Policy>);
      if (st.branch_limit) ex.limit_branch_queries(*st.branch_limit);
      if (rest_) ex.settled_by(rest_->settled);
      ex.known_inputs(known_inputs_);
      const double rest_before = rest_ ? rest_->record->seconds : 0;
      if constexpr (how.mode == exploration::summaries) {
        ex.explore_summaries(part, deadline);
        if (!ex.summarised()) rec.mode = "partitions (objects passed as inputs)";
      } else
        ex.explore(part, deadline);
      // the pre-pass's rest, run during exploration, may have seen the versions differ
      const bool witnessed_by_rest = rest_ && rest_->found->found() && !run.witness.found();
      if (witnessed_by_rest) run.witness = *rest_->found;
      double classification = 0;
      for (const auto &p : part.partitions)
        classification += p.seconds;
      run.steps.partition_classification += classification;
      run.steps.symbolic_execution +=
          since(explore_start) - classification - (rest_ ? rest_->record->seconds - rest_before : 0);

      const auto confirm_start = clock::now();
      confirm(st, run, part, deadline);
      run.steps.partition_classification += since(confirm_start);

      const auto program_start = clock::now();
      std::vector<partition_class> classes;
      for (const auto &p : part.partitions)
        classes.push_back(p.classes.overall);
      // an exploration that such a witness ended early is not complete: its partitions decide nothing
      part.result =
          witnessed_by_rest && stops_at_witness()
              ? verdict::neq
              : with_witness(Policy::classify_program(classes, run_facts{false, part.timed_out}), run.witness);
      run.steps.program_classification += since(program_start);
      rec.result = part.result;
      rec.timed_out = part.timed_out;
      rec.partitions = part.partitions.size();
      rec.seconds = since(explore_start);
      run.iterations.push_back(std::move(rec));
      results.push_back(std::move(part));

      if (is_final(results.back().result) || results.back().timed_out) break;
      if (abstract_from == 0 || clock::now() >= deadline) break;
      const auto refinement_start = clock::now();
      choice.reset();
      if (!abstracted) { // the next iteration is the first abstracted one
        if (it + 1 < abstract_from) continue;
        abstract();
        run.steps.refinement += since(refinement_start);
        if (abstraction->blocks.empty() && abstraction->uifs.empty()) break; // nothing to abstract
        continue;
      }
      if (!how.refine) break;
      choice = diff::choose_refinement(*abstraction, evidence(ex));
      if (choice) refined.insert(choice->name);
      // every function refined is the original program again: PASDA's first iteration saw it
      if (!choice || (refined.size() == abstraction->uifs.size() && abstract_from > 1)) {
        run.steps.refinement += since(refinement_start);
        break;
      }
      abstract();
      run.steps.refinement += since(refinement_start);
    }
    std::size_t reported = results.size() - 1;
    if (report_previous_iteration(results.size(), results.back().result, results.back().timed_out)) --reported;
    run_record &r = results[reported];
    run.reported_iteration = reported + 1;
    run.result = r.result;
    run.partitions = std::move(r.partitions);
    run.depth_limited = r.depth_limited;
    run.deeper_helps = r.deeper_helps;
    run.approximated = r.approximated;
    for (const auto &x : results)
      run.timed_out = run.timed_out || x.timed_out;
  }

  /// Adaptive depth: the policy's iterations at depth d, 2d, 4d, ... while the reported one has
  /// Depth_Limited partitions, its verdict is not final and time is left. The last round that
  /// completed is reported, or a round cut by the time limit if it proved NEQ (a difference
  /// found is a difference, whatever the depth; an EQ needs a complete exploration). The depths
  /// tried are in run.depth_rounds, the reported one in run.depth.
  void deepen(run_record &run, const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p,
              std::uint32_t new_fn, clock::time_point deadline) {
    std::optional<run_record> reported;
    std::vector<std::uint32_t> rounds;
    step_times steps = run.steps;
    for (std::uint64_t depth = options_.depth; depth <= max_adaptive_depth; depth *= 2) {
      stage round_stage{options_, witnesses_};
      round_stage.options.depth = static_cast<std::uint32_t>(depth);
      run_record round = run;
      round.depth = round_stage.options.depth;
      iterate(round_stage, round, old_p, old_fn, new_p, new_fn, deadline);
      rounds.push_back(round.depth);
      for (auto field : {&step_times::symbolic_execution, &step_times::partition_classification,
                         &step_times::program_classification, &step_times::refinement})
        steps.*field += round.steps.*field - run.steps.*field;
      const bool cut = round.timed_out;
      if (!cut || !reported || round.result == verdict::neq) reported = std::move(round);
      if (cut) {
        reported->timed_out = true; // the check ran into its time limit, while deepening
        break;
      }
      if (!reported->deeper_helps || is_final(reported->result) || clock::now() >= deadline) break;
    }
    run = std::move(*reported);
    run.steps = steps;
    run.depth_rounds = std::move(rounds);
  }

  /// Statements a partition's model may run per version and path (the check's deadline stops it
  /// too): a model near a loop's limit can run long, and the check's time belongs to exploration.
  static constexpr std::uint64_t model_step_budget = 200'000;

  /// Runs the models of the Neq, Maybe_Neq and Unknown partitions in both unabstracted versions
  /// (engine/witness/witness.hpp). A Neq is `proved`; a Maybe_Neq or Unknown whose model makes the
  /// versions differ, on the partition's lines, becomes a `witnessed` Neq. The first model seen
  /// to differ is the program's witness.
  void confirm(const stage &st, run_record &run, run_record &part, clock::time_point deadline) const {
    for (auto &p : part.partitions) {
      if (st.options.stop_when_settled && run.witness.found()) return; // the verdict is NEQ: no more models
      const partition_class c = p.classes.overall;                     // a Neq is `proved` already (the explorer's)
      if (!st.witnesses || p.input.empty() || clock::now() >= deadline) continue;
      if (c != partition_class::neq && c != partition_class::maybe_neq && c != partition_class::unknown) continue;
      const auto args = st.witnesses->arguments(p.input);
      if (!args) {
        p.witness.status = witness_status::undecidable;
        p.witness.detail = "the model is not an input of finite primitive values";
        continue;
      }
      const std::set<std::uint32_t> lines[2] = {p.old_version.lines, p.new_version.lines};
      p.witness = st.witnesses->run(*args, lines, model_step_budget, deadline);
      if (p.witness.status != witness_status::confirmed) continue;
      if (c != partition_class::neq && p.witness.on_path) {
        p.classes.overall = partition_class::neq;
        p.provenance = neq_provenance::witnessed;
      }
      if (!run.witness.found()) {
        found_witness(run, fmt::format("partition {}", p.index), p.input, p.witness);
      }
    }
  }

  /// The program's witness: the run of `input` that showed the versions differ, from `source`.
  void found_witness(run_record &run, std::string source, const std::vector<input_value> &input,
                     const witness_record &w) const {
    run.witness.source = std::move(source);
    run.witness.input = input;
    run.witness.old_effect = w.old_effect;
    run.witness.new_effect = w.new_effect;
    run.witness.differs = w.differs;
    if (options_.on_witness) options_.on_witness(run.witness);
  }

  /// A program whose versions were seen to differ is NEQ, whatever its partitions say; a
  /// proved EQ against a witness is a contradiction, reported, never resolved silently.
  static verdict with_witness(verdict v, const program_witness &w) {
    if (!w.found() || v == verdict::neq) return v;
    if (v == verdict::eq)
      throw diagnostic_error{diagnostic{diagnostic::kind::internal,
                                        {},
                                        {},
                                        fmt::format("EQ was proved, but the {} witness makes the versions differ "
                                                    "(old {}, new {}): a bug, please report it",
                                                    w.source, w.old_effect, w.new_effect)}};
    return verdict::neq;
  }

  /// Does the check end at the first witness, before exploring (the verdict is NEQ then)?
  [[nodiscard]] bool stops_at_witness() const { return options_.first_witness || options_.stop_when_settled; }

  /// Inputs the pre-pass tries before symbolic exploration; the rest (up to prepass_inputs) run
  /// after it, only when its verdict is neither EQ nor NEQ.
  static constexpr std::size_t prepass_first_inputs = 100;

  /// The share of the time limit a check keeps for ending after its work's deadline: a solver
  /// query notices its interrupt late (Z3 by up to about a second), and the check as a whole is
  /// to end within its limit.
  static constexpr double wrap_up_share = 0.05;

  /// The symbolic iterations, between the two phases of the concrete pre-pass (engine/witness/witness.hpp),
  /// which together take at most their share of the time limit (reserved from the exploration's).
  void check_with_witnesses(run_record &run, const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p,
                            std::uint32_t new_fn, clock::time_point start) {
    // a time limit past the clock's range is none (core/deadline.hpp), never a deadline wrapped into the past
    const clock::time_point deadline = deadline_after<clock>(start, options_.run_timeout * (1 - wrap_up_share));
    const bool prepass_on = witnesses_ && options_.prepass_share > 0 && options_.prepass_inputs > 0;
    std::optional<engine::prepass> pass;
    auto prepass_phase = [&](clock::time_point until, std::size_t inputs, program_witness &found,
                             prepass_record &record) {
      const bool had = found.found();
      pass->run(until, inputs, found, record);
      if (!had && found.found() && options_.on_witness) options_.on_witness(found);
    };
    const clock::duration share =
        deadline_after<clock>(start, options_.prepass_share * std::chrono::duration<double>(deadline - start)) - start;
    if (prepass_on) {
      pass.emplace(*witnesses_);
      prepass_phase(start + share, std::min(prepass_first_inputs, options_.prepass_inputs), run.witness, run.prepass);
      if (run.witness.found() && stops_at_witness()) {
        run.result = verdict::neq;
        return;
      }
    } else {
      run.prepass.skipped = "not run: disabled";
    }
    if (witnesses_ && !run.witness.found() && options_.semantics == semantics_mode::java &&
        options_.ideal_first_share > 0) {
      ideal_first(run, old_p, old_fn, new_p, new_fn,
                  options_.ideal_first_share * std::chrono::duration<double>(deadline - start), deadline);
      if (run.witness.found() && stops_at_witness()) {
        run.result = verdict::neq;
        return;
      }
    }
    const auto used = std::chrono::duration_cast<clock::duration>(std::chrono::duration<double>(run.prepass.seconds));
    const bool more = prepass_on && !run.witness.found() && !pass->finished(options_.prepass_inputs) && used < share;
    const clock::time_point symbolic_deadline = more ? deadline - (share - used) : deadline;
    // The pre-pass's rest runs once: during exploration (between paths or before a query) when
    // it runs long, else after it. Its record and witness are kept here: each round of
    // exploration starts from a copy of `run` and replaces it.
    prepass_record rest = run.prepass;
    program_witness late;
    bool rest_ran = false;
    auto run_rest = [&] {
      rest_ran = true;
      // its share's rest, but not past the deadline: exploration may have ended late
      prepass_phase(std::min(deadline, deadline_after<clock>(clock::now(), share - used)), options_.prepass_inputs,
                    late, rest);
    };
    if (more) {
      const clock::time_point long_after =
          deadline_after<clock>(clock::now(), prepass_rest_after * options_.run_timeout);
      const auto settled = [&](bool queries_slow) {
        if (rest_ran || (!queries_slow && clock::now() < long_after)) return false;
        run_rest();
        return late.found() && stops_at_witness();
      };
      rest_ = prepass_rest{settled, &late, &rest};
    }
    if (pass) known_inputs_ = &pass->tried_inputs();
    struct end_of_exploration { // rest_ and known_inputs_ refer to this frame: gone with it, however exploration ends
      std::optional<prepass_rest> &r;
      const std::vector<std::vector<ir::scalar>> *&known;
      ~end_of_exploration() {
        r.reset();
        known = nullptr;
      }
    } rest_scope{rest_, known_inputs_};
    if (loop_stage(run, old_p, old_fn, new_p, new_fn, symbolic_deadline)) {
      // decided with loop pairs abstracted
    } else if (options_.adaptive_depth)
      deepen(run, old_p, old_fn, new_p, new_fn, symbolic_deadline);
    else
      iterate(stage{options_, witnesses_}, run, old_p, old_fn, new_p, new_fn, symbolic_deadline);
    if (more && !rest_ran && !run.witness.found() && !is_final(run.result)) run_rest();
    if (more) run.prepass = rest;
    if (late.found() && !run.witness.found()) run.witness = late;
    run.result = with_witness(run.result, run.witness);
  }

  /// The loop-pair stage's shares of the time left: proving pairs, then exploring with them
  /// abstracted (the rest is the policy's iterations', where the stage does not decide).
  static constexpr double loop_proof_share = 0.2;
  static constexpr double loop_stage_share = 0.5;
  /// A branch query's limit in the loop-pair stage's exploration, which proves equivalence: a
  /// harder condition (IEEE terms) explores the direction, at the cost of a partition that may
  /// not be reached, rather than seconds of the stage's time.
  static constexpr std::chrono::milliseconds loop_stage_branch_limit{20};

  /// The loop-pair stage (docs/loops.md), for policies whose strategy asks for it: pair the
  /// versions' loops, prove pairs coupled (innermost first, each in the versions with the pairs
  /// proved before abstracted), then explore the versions with the proved pairs abstracted, once,
  /// at the check's depth. True when that exploration decides the verdict (EQ, or NEQ, which
  /// rests on a model run in the versions as they are): `run` is then its record.
  bool loop_stage(run_record &run, const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p,
                  std::uint32_t new_fn, clock::time_point deadline) {
    if (!how.prove_loops || !options_.loop_proofs) return false;
    const auto begin = clock::now();
    // the solver and the semantics, made once, and only for a method with loops (a solver context
    // would cost every other check its time)
    std::optional<solver::chain<Solver>> solver;
    std::optional<Semantics<solver::chain<Solver>>> sem;
    const auto made = [&]() -> solver::chain<Solver> & {
      if (!solver) {
        solver.emplace();
        sem.emplace(engine::make_semantics<Semantics<solver::chain<Solver>>>(*solver, options_));
      }
      return *solver;
    };
    // a counted loop that the semantics sums up in one step needs no proof; one it does not (Java's
    // `i <= n`, which never ends at Integer.MAX_VALUE) gets one
    const diff::detail::helper_sets h_old(old_p), h_new(new_p); // asked of every pair: once
    const std::vector<diff::loop_pair> pairs =
        diff::loop_pairs(old_p, old_fn, new_p, new_fn, h_old, h_new, [&](const ir::counted_loop &l) {
          made();
          return sem->closes(l);
        });
    auto helpers = diff::looping_helper_pairs(old_p, old_fn, new_p, new_fn, h_old, h_new);
    const std::vector<diff::recursive_pair> recursive = diff::recursive_pairs(old_p, old_fn, new_p, new_fn, helpers);
    if (pairs.empty() && helpers.empty() && recursive.empty()) return false;
    const auto method_record = [&](std::uint32_t i, std::uint32_t j, const char *edit) { // a pair of methods
      loop_pair_record r;
      r.old_at = fmt::format("{}:{}", old_p.functions[i].pos.line, old_p.functions[i].pos.column);
      r.new_at = fmt::format("{}:{}", new_p.functions[j].pos.line, new_p.functions[j].pos.column);
      r.edit = fmt::format("{} {}", edit, old_p.functions[i].name);
      return r;
    };
    for (const auto &[i, j] : helpers) { // the same code: one function of its arguments, without a proof
      loop_pair_record r = method_record(i, j, "helper");
      r.proved = true;
      r.invariant = {"unchanged: one function of its arguments"};
      run.loop_pairs.push_back(std::move(r));
    }
    const clock::time_point proofs_until =
        begin + std::chrono::duration_cast<clock::duration>(loop_proof_share * (deadline - begin));
    engine::loop_coupling<solver::chain<Solver>, Semantics> search(made(), options_, &Policy::classify_partition);
    std::vector<diff::coupled_loops> proved;
    std::pair<ir::program, ir::program> current =
        diff::abstract_loops(old_p, old_fn, new_p, new_fn, {}, helpers, h_old, h_new);
    if (!recursive.empty()) { // first: the loops' step programs then call the proved methods as functions
      const auto start = clock::now();
      const ir::program *const now[2] = {&current.first, &current.second};
      const std::vector<std::string> failed = search.prove_summaries(now, recursive, proofs_until);
      const double seconds = since(start);
      for (std::size_t k = 0; k < recursive.size(); ++k) {
        const auto &[i, j, name] = recursive[k];
        loop_pair_record r = method_record(i, j, "recursion");
        r.proved = failed[k].empty();
        r.reason = failed[k];
        r.seconds = seconds;
        run.loop_pairs.push_back(std::move(r));
        if (failed[k].empty()) helpers.emplace_back(i, j);
      }
      current = diff::abstract_loops(old_p, old_fn, new_p, new_fn, {}, helpers, h_old, h_new);
    }
    const std::uint32_t fn[2] = {old_fn, new_fn};
    for (const auto &lp : pairs) {
      const auto pair_start = clock::now();
      engine::coupling c;
      if (lp.refused.empty() && clock::now() < proofs_until) {
        const ir::program *const now[2] = {&current.first, &current.second};
        c = search.prove(fn, now, lp, proofs_until);
      } else if (lp.refused.empty()) {
        c.reason = "time ran out";
      }
      run.loop_pairs.push_back(engine::record_of(lp, c, since(pair_start)));
      if (!c.proved) continue;
      proved.push_back({&lp, c.coupled, c.shared, c.derived});
      current = diff::abstract_loops(old_p, old_fn, new_p, new_fn, proved, helpers, h_old, h_new);
    }
    run.steps.refinement += since(begin);
    if (proved.empty() && helpers.empty()) return false;
    const auto explore_start = clock::now();
    stage st{options_, witnesses_, false, loop_stage_branch_limit};
    st.options.on_partition = nullptr; // the check's partitions are the stage's only if it decides
    st.options.merge_branches = true;  // a proof: fewer, merged paths (their partitions list both sides' lines)
    run_record staged = run;
    const clock::time_point until =
        explore_start + std::chrono::duration_cast<clock::duration>(loop_stage_share * (deadline - explore_start));
    iterate(st, staged, current.first, old_fn, current.second, new_fn, until);
    staged.loop_stage.result = std::string(to_string(staged.result));
    staged.loop_stage.partitions = staged.partitions.size();
    staged.loop_stage.seconds = since(explore_start);
    const bool decided = staged.result == verdict::eq || staged.result == verdict::neq;
    if (!decided) {
      run.loop_stage = staged.loop_stage;
      run.steps = staged.steps;
      if (staged.witness.found() && !run.witness.found()) run.witness = staged.witness;
      return false;
    }
    staged.loop_stage.decided = true;
    staged.depth = options_.depth;
    if (options_.on_partition)
      for (const auto &p : staged.partitions)
        options_.on_partition(p);
    run = std::move(staged);
    return true;
  }

  /// The pre-pass's rest (its inputs after the first prepass_first_inputs) runs at the first
  /// path's end or query after exploration has taken this share of the time limit or once
  /// queries are slow, else after exploration: a check that ends sooner never pays for it, and
  /// one that runs long gets it early, before a query that ignores its interrupt can keep it from
  /// running at all (the check is then stopped at its limit). Its inputs are known inputs of the
  /// exploration (path_search): slow queries are the ones they may spare.
  static constexpr double prepass_rest_after = 0.1;

  /// Java semantics' cheap first stage, within `share` of the check's time: the policy's
  /// exploration in ideal semantics (integers and reals, nothing bit-blasted), then each of its
  /// partitions' models run in the JVM's arithmetic, as pre-pass inputs are. A model reaches its pair of paths over the
  /// reals; where wrap-around or rounding makes the versions part near it, it often shows. Only a difference seen
  /// counts: a path of ideal semantics need not be one of Java's (`x + 1 > x` has one branch over the integers, two
  /// over int), so the ideal verdict proves nothing here.
  void ideal_first(run_record &run, const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p,
                   std::uint32_t new_fn, std::chrono::duration<double> share, clock::time_point deadline) {
    const auto begin = clock::now();
    // the models' runs keep a quarter of the share: an exploration cut at its deadline leaves
    // partitions (each with its model) as one that ends does
    const clock::time_point until = std::min(deadline, deadline_after<clock>(begin, share));
    const clock::time_point explored = std::min(deadline, deadline_after<clock>(begin, 0.75 * share));
    const engine::witness_runner *java = witnesses_;
    // a second semantics for the stage: the check's options otherwise, its partitions not
    // streamed (the check's are Java semantics'), its models run below in Java's arithmetic
    stage ideal{options_, nullptr};
    ideal.options.semantics = semantics_mode::ideal;
    ideal.options.on_partition = nullptr;
    run_record staged;
    iterate(ideal, staged, old_p, old_fn, new_p, new_fn, explored);
    const auto models = clock::now();
    run.ideal_stage.result = std::string(to_string(staged.result));
    run.ideal_stage.partitions = staged.partitions.size();
    for (const auto &p : staged.partitions) {
      if (run.witness.found() || clock::now() >= until) break;
      const auto args = java->arguments(p.input);
      if (p.input.empty() || !args) continue; // e.g. an integer outside its type's range
      ++run.ideal_stage.models;
      const witness_record w = java->run(*args, nullptr, model_step_budget, until);
      if (w.status != witness_status::confirmed) continue;
      found_witness(run, fmt::format("ideal-semantics partition {}", p.index), p.input, w);
    }
    run.ideal_stage.seconds = since(begin);
    run.steps.symbolic_execution += staged.steps.symbolic_execution;
    run.steps.partition_classification += staged.steps.partition_classification + since(models);
    run.steps.program_classification += staged.steps.program_classification;
    run.steps.refinement += staged.steps.refinement;
  }

  /// What the explorer saw of the abstraction's functions: H2's counts, H1's answers.
  diff::refinement_evidence evidence(explorer &ex) {
    diff::refinement_evidence ev;
    for (int v = 0; v < 2; ++v)
      ev.occurrences[v] = ex.occurrences(v);
    ev.ask_h1 = [&ex, this](const diff::uif &u) { return ex.h1(u.name, options_.h1_timeout); };
    return ev;
  }

  static double since(clock::time_point t) { return std::chrono::duration<double>(clock::now() - t).count(); }

  run_record check_programs(result<ir::program> old_p, result<ir::program> new_p, const std::string &method,
                            const std::string &new_method, clock::time_point start) {
    run_record run;
    run.policy = std::string(Policy::name);
    run.solver = std::string(Solver::name);
    run.semantics = std::string(to_string(options_.semantics));
    run.options = options_;
    run.depth = options_.depth;
    run.method = method;
    run.new_method = new_method;
    auto fail = [&](const diagnostic &d) {
      run.result = verdict::error;
      run.error = d.to_string();
      run.seconds = since(start);
      return run;
    };
    if (old_p) run.old_file = old_p->file;
    if (new_p) run.new_file = new_p->file;
    auto versions = engine::compared_versions<Frontend>(std::move(old_p), std::move(new_p), method, new_method);
    if (!versions) return fail(versions.error());
    const ir::program &po = versions->prog[0], &pn = versions->prog[1];
    const std::uint32_t old_fn = versions->fn[0], new_fn = versions->fn[1];
    versions->prog[0].assertions = versions->prog[1].assertions = options_.enable_assertions;
    run.method = versions->method[0];
    run.classes = engine::class_records(versions->matched);
    run.steps.initialization = since(start);
    try {
      const engine::witness_runner runner(po, old_fn, pn, new_fn, options_.tolerance, options_.step_budget,
                                          options_.observe, options_.receiver, options_.heap_bound,
                                          options_.semantics == semantics_mode::ideal);
      if (runner.plan().instance) run.options.receiver = runner.plan().receiver; // as resolved
      witnesses_ = options_.witnesses ? &runner : nullptr;
      struct reset {
        const engine::witness_runner *&w;
        ~reset() { w = nullptr; }
      } reset_witnesses{witnesses_};
      check_with_witnesses(run, po, old_fn, pn, new_fn, start);
    } catch (const diagnostic_error &e) {
      return fail(e.diag);
    } catch (const std::bad_alloc &) { // a memory limit (the CLI's --memory-limit) or the machine's
      return fail(diagnostic{diagnostic::kind::internal, po.file, {}, "out of memory"});
    } catch (const std::exception &e) {
      return fail(diagnostic{diagnostic::kind::internal, {}, {}, e.what()});
    }
    run.seconds = since(start);
    return run;
  }
};

} // namespace symdelta
