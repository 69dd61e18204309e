#pragma once
// Everything a check records, in SQLite (schema and example queries: docs/database.md). Table and
// column names follow PASDA's published database where they mean the same thing (benchmark, run,
// runtime, iteration, partition; tool_name, run_id, result, has_timed_out, is_depth_limited,
// has_uif, iteration_count, result_iteration, pc_status, neq_status, eq_status, ...), so that
// queries written for it need little change.
//
// A check is stored in one transaction, and the database runs in WAL mode: a campaign killed at
// any moment loses at most the checks still running, and readers can query while it runs. Its parts:
// sqlite/statement.hpp (the one place that includes sqlite3.h), sqlite/records.hpp (what is
// stored and read) and sqlite/schema.hpp (the schema and its upgrades).
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <ctime>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "symdelta/model/records.hpp"
#include "symdelta/report/sqlite/records.hpp"
#include "symdelta/report/sqlite/schema.hpp"
#include "symdelta/report/sqlite/statement.hpp"

namespace symdelta::report::sqlite {

/// A results database, created with its schema when new.
class database {
public:
  explicit database(const std::string &file, bool read_only = false) : file_(file) {
    const int flags = read_only ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    if (sqlite3_open_v2(file.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
      const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
      sqlite3_close(db_);
      throw database_error(fmt::format("{}: cannot open the database: {}", file, why));
    }
    sqlite3_busy_timeout(db_, 60'000); // another process writing: wait for it
    // SQLite does not call the busy handler for every lock it meets while another process creates
    // the file or switches it to WAL: such a "database is locked" is waited out here too
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    for (;;) {
      try {
        set_up(read_only);
        return;
      } catch (const database_error &e) {
        const int code = sqlite3_errcode(db_) & 0xff;
        if ((code == SQLITE_BUSY || code == SQLITE_LOCKED) && std::chrono::steady_clock::now() < deadline) {
          std::this_thread::sleep_for(std::chrono::milliseconds(20));
          continue;
        }
        sqlite3_close(db_);
        throw database_error(fmt::format("{}: not a symdelta database: {}", file, e.what()));
      }
    }
  }
  ~database() { sqlite3_close(db_); }
  database(const database &) = delete;
  database &operator=(const database &) = delete;

  [[nodiscard]] const std::string &file() const { return file_; }

  /// Stores one check in one transaction; false (and nothing written) when the database already
  /// holds a check with the same key.
  bool store(stored_check c) {
    if (c.finished_at.empty()) c.finished_at = now_utc();
    exec("BEGIN IMMEDIATE");
    try {
      const bool stored = store_rows(c);
      exec(stored ? "COMMIT" : "ROLLBACK");
      return stored;
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  }

  /// Stores (or replaces) a program variant's row.
  void store_variant(const stored_variant &v) {
    statement s(db_, "INSERT OR REPLACE INTO variant VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
    s.bind(v.benchmark, v.program, v.method, v.transformation, v.line, v.node, v.compiles, v.test_neutral,
           v.description);
    s.run();
  }
  /// The program variants stored (none in a database older than the table).
  [[nodiscard]] std::vector<stored_variant> variants() {
    std::vector<stored_variant> out;
    if (!has_table("variant")) return out;
    statement s(db_, "SELECT benchmark, program, method, transformation, line, node, compiles, test_neutral, "
                     "description FROM variant ORDER BY benchmark");
    while (s.step())
      out.push_back({s.text(0), s.text(1), s.text(2), s.text(3), s.integer(4), s.text(5), s.integer(6) != 0, s.text(7),
                     s.text(8)});
    return out;
  }

  /// The id of the stored check of key `k` (its repetition included), if there is one.
  [[nodiscard]] std::optional<long> id_of(const check_key &k) {
    statement s(db_, fmt::format("SELECT id FROM run WHERE {} AND run_id = ?", same_settings).c_str());
    if (!bind_settings(s, k, k.run_id).step()) return std::nullopt;
    return s.integer(0);
  }

  [[nodiscard]] bool contains(const check_key &k) { return id_of(k).has_value(); }

  /// The keys of every stored check.
  [[nodiscard]] std::set<check_key> keys() {
    std::set<check_key> out;
    for (const auto &r : program_rows())
      out.insert(r.key);
    return out;
  }

  /// The settings (stored_check::settings) of every stored check that has any: databases written
  /// before they were recorded have none.
  [[nodiscard]] std::map<check_key, std::map<std::string, std::string>> settings() {
    std::map<check_key, std::map<std::string, std::string>> out;
    if (!has_table("run_setting")) return out;
    std::map<long, check_key> keys;
    statement runs(
        db_,
        fmt::format("SELECT {}, r.id FROM run r WHERE r.id IN (SELECT run FROM run_setting)", key_columns).c_str());
    while (runs.step())
      keys[runs.integer(key_column_count)] = key_at(runs);
    statement s(db_, "SELECT run, name, value FROM run_setting");
    while (s.step())
      if (const auto k = keys.find(s.integer(0)); k != keys.end()) out[k->second][s.text(1)] = s.text(2);
    return out;
  }

  /// The options of every stored check beyond its key, by name: its settings (run_setting) and its
  /// semantics ("--semantics", from the run's own column: known also for checks stored before
  /// their settings were). What `bench --resume` and `merge` compare (cli/stored_options.hpp).
  [[nodiscard]] std::map<check_key, std::map<std::string, std::string>> options() {
    auto out = settings();
    statement s(db_, fmt::format("SELECT {}, r.semantics FROM run r", key_columns).c_str());
    while (s.step())
      out[key_at(s)].emplace("--semantics", s.text(key_column_count));
    return out;
  }

  /// The first free repetition number for a check with the key's other fields.
  [[nodiscard]] int next_run_id(check_key k) {
    statement s(db_, fmt::format("SELECT coalesce(max(run_id), 0) FROM run WHERE {}", same_settings).c_str());
    bind_settings(s, k).step();
    return static_cast<int>(s.integer(0)) + 1;
  }

  [[nodiscard]] std::vector<program_row> program_rows() {
    std::vector<program_row> out;
    statement s(db_, fmt::format("SELECT {}, b.expected, r.result, r.runtime, r.id, r.semantics = 'java' AND "
                                 "r.witness_jvm = 'confirmed' FROM run r JOIN benchmark b USING (benchmark) "
                                 "ORDER BY r.id",
                                 key_columns)
                         .c_str());
    while (s.step())
      out.push_back({key_at(s), s.text(key_column_count), s.text(key_column_count + 1), s.real(key_column_count + 2),
                     s.integer(key_column_count + 3), s.integer(key_column_count + 4) != 0});
    return out;
  }

  [[nodiscard]] std::vector<partition_count> partition_counts() {
    std::vector<partition_count> out;
    statement s(db_, "SELECT r.tool_name, r.timeout, p.result, count(*) FROM partition p JOIN run r ON r.id = p.run "
                     "AND p.iteration = r.result_iteration GROUP BY r.tool_name, r.timeout, p.result");
    while (s.step())
      out.push_back({s.text(0), s.real(1), s.text(2), s.integer(3)});
    return out;
  }

  [[nodiscard]] std::vector<step_mean> step_means() {
    std::vector<step_mean> out;
    statement s(db_, "SELECT r.tool_name, r.timeout, t.step, avg(t.runtime), count(*) FROM runtime t JOIN run r ON "
                     "r.id = t.run GROUP BY r.tool_name, r.timeout, t.step");
    while (s.step())
      out.push_back({s.text(0), s.real(1), s.text(2), s.real(3), s.integer(4)});
    return out;
  }

  /// Every stored check, in the order stored.
  [[nodiscard]] std::vector<stored_check> load_all() {
    std::vector<stored_check> out;
    statement ids(db_, "SELECT id FROM run ORDER BY id");
    while (ids.step())
      out.push_back(load(ids.integer(0)));
    return out;
  }

  [[nodiscard]] stored_check load(long id) {
    stored_check c;
    statement s(db_,
                "SELECT r.benchmark, b.expected, b.old_file, b.new_file, r.tool_name, r.run_id, r.policy, "
                "r.solver, r.maybe, r.timeout, r.depth, r.query_timeout, r.h1_timeout, r.abstract_helpers, "
                "r.semantics, r.version, r.method, r.result, r.has_timed_out, r.is_depth_limited, r.has_uif, "
                "r.result_iteration, r.runtime, r.errors, r.host, r.finished_at, r.adaptive_depth, r.result_depth, "
                "r.depth_rounds, r.tolerance, r.witness_source, r.witness_v1, r.witness_v2, r.witness_jvm, "
                "r.witness_jvm_detail, r.prepass_inputs, r.prepass_undecidable, r.prepass_runtime, r.prepass_skipped, "
                "r.observe, r.witness_differs FROM run r JOIN benchmark b USING (benchmark) WHERE r.id = ?");
    s.bind(id);
    if (!s.step()) throw database_error(fmt::format("{}: no run with id {}", file_, id));
    run_record &r = c.run;
    c.benchmark = s.text(0);
    c.expected = s.text(1);
    r.old_file = s.text(2);
    r.new_file = s.text(3);
    c.tool_name = s.text(4);
    c.run_id = static_cast<int>(s.integer(5));
    r.policy = s.text(6);
    r.solver = s.text(7);
    c.maybe = s.integer(8) != 0;
    r.options.run_timeout = milliseconds(s.real(9));
    r.options.depth = static_cast<std::uint32_t>(s.integer(10));
    r.options.query_timeout = milliseconds(s.real(11));
    r.options.h1_timeout = milliseconds(s.real(12));
    r.options.abstract_helpers = s.integer(13) != 0;
    r.semantics = s.text(14);
    c.version = s.text(15);
    r.method = s.text(16);
    r.result = from_string<verdict>(s.text(17)).value_or(verdict::error);
    r.timed_out = s.integer(18) != 0;
    r.depth_limited = s.integer(19) != 0;
    r.approximated = s.integer(20) != 0;
    r.reported_iteration = static_cast<std::size_t>(s.integer(21));
    r.seconds = s.real(22);
    r.error = s.text(23);
    c.host = s.text(24);
    c.finished_at = s.text(25);
    r.options.adaptive_depth = s.integer(26) != 0;
    r.depth = static_cast<std::uint32_t>(s.integer(27));
    for (const auto &d : split_list(s.text(28))) {
      std::uint32_t depth = 0;
      const auto [end, ec] = std::from_chars(d.data(), d.data() + d.size(), depth);
      if (ec != std::errc() || end != d.data() + d.size())
        throw database_error(fmt::format("{}: run {}: depth_rounds is not a list of depths: '{}'", file_, id, d));
      r.depth_rounds.push_back(depth);
    }
    r.options.tolerance = s.real(29);
    r.witness.source = s.text(30);
    r.witness.old_effect = s.text(31);
    r.witness.new_effect = s.text(32);
    r.witness.jvm = from_string<witness_status>(s.text(33)).value_or(witness_status::not_run);
    r.witness.jvm_detail = s.text(34);
    r.prepass.tried = static_cast<std::size_t>(s.integer(35));
    r.prepass.undecidable = static_cast<std::size_t>(s.integer(36));
    r.prepass.seconds = s.real(37);
    r.prepass.skipped = s.text(38);
    r.options.observe = from_string<observe_mode>(s.text(39)).value_or(observe_mode::everything);
    r.witness.differs = split_list(s.text(40));
    statement witness_inputs(db_, "SELECT name, value FROM run_witness_input WHERE run = ? ORDER BY position");
    witness_inputs.bind(id);
    while (witness_inputs.step())
      r.witness.input.push_back({witness_inputs.text(0), witness_inputs.text(1)});

    if (has_column("run", "new_method")) { // not in a read-only database older than the column
      statement m(db_, "SELECT new_method FROM run WHERE id = ?");
      m.bind(id);
      if (m.step()) r.new_method = m.text(0);
    }
    if (has_column("run", "jvm_test_inputs")) { // not in a read-only database older than the columns
      statement t(db_, "SELECT jvm_test_inputs, jvm_test_differing, jvm_test_detail FROM run WHERE id = ?");
      t.bind(id);
      if (t.step()) {
        r.jvm_test.inputs = static_cast<std::size_t>(t.integer(0));
        r.jvm_test.differing = static_cast<std::size_t>(t.integer(1));
        r.jvm_test.detail = t.text(2);
      }
      statement first(db_, "SELECT name, value FROM run_jvm_test_input WHERE run = ? ORDER BY position");
      first.bind(id);
      while (first.step())
        r.jvm_test.first.push_back({first.text(0), first.text(1)});
    }
    if (has_table("run_class")) {
      statement classes(db_, "SELECT old_name, new_name, why FROM run_class WHERE run = ? ORDER BY position");
      classes.bind(id);
      while (classes.step())
        r.classes.push_back({classes.text(0), classes.text(1), classes.text(2)});
    }
    if (has_table("loop_pair")) { // not in a read-only database older than the table
      statement loops(db_, "SELECT pair, old_at, new_at, edit, proved, invariant, reason, rounds, runtime FROM "
                           "loop_pair WHERE run = ? ORDER BY position");
      loops.bind(id);
      while (loops.step()) {
        loop_pair_record l;
        l.id = static_cast<std::uint32_t>(loops.integer(0));
        l.old_at = loops.text(1);
        l.new_at = loops.text(2);
        l.edit = loops.text(3);
        l.proved = loops.integer(4) != 0;
        l.invariant = split_list(loops.text(5));
        l.reason = loops.text(6);
        l.rounds = static_cast<std::size_t>(loops.integer(7));
        l.seconds = loops.real(8);
        r.loop_pairs.push_back(std::move(l));
      }
    }
    if (has_table("loop_stage")) {
      statement stage(db_, "SELECT result, partition_count, decided, runtime FROM loop_stage WHERE run = ?");
      stage.bind(id);
      if (stage.step()) {
        r.loop_stage.result = stage.text(0);
        r.loop_stage.partitions = static_cast<std::size_t>(stage.integer(1));
        r.loop_stage.decided = stage.integer(2) != 0;
        r.loop_stage.seconds = stage.real(3);
      }
    }
    if (has_table("run_setting")) { // not in a read-only database older than the table
      statement settings(db_, "SELECT name, value FROM run_setting WHERE run = ?");
      settings.bind(id);
      while (settings.step())
        c.settings[settings.text(0)] = settings.text(1);
    }

    statement steps(db_, "SELECT step, runtime FROM runtime WHERE run = ?");
    steps.bind(id);
    const auto fields = step_fields();
    c.has_step_times = false;
    while (steps.step()) {
      c.has_step_times = true;
      for (const auto &[name, field] : fields)
        if (name == steps.text(0)) r.steps.*field = steps.real(1);
    }

    statement its(db_, "SELECT iteration, mode, uif_count, refined, heuristic, candidates, result, has_timed_out, "
                       "partition_count, runtime FROM iteration WHERE run = ? ORDER BY iteration");
    its.bind(id);
    while (its.step()) {
      iteration_record i;
      i.index = static_cast<std::size_t>(its.integer(0));
      i.mode = its.text(1);
      i.abstracted = static_cast<std::size_t>(its.integer(2));
      i.refined = its.text(3);
      i.heuristic = its.text(4);
      i.candidates = split_list(its.text(5));
      i.result = from_string<verdict>(its.text(6)).value_or(verdict::error);
      i.timed_out = its.integer(7) != 0;
      i.partitions = static_cast<std::size_t>(its.integer(8));
      i.seconds = its.real(9);
      r.iterations.push_back(std::move(i));
    }

    statement parts(db_, "SELECT iteration, partition, pc, pc_status, pc_reason_unknown, pc_has_uif, pc_runtime, "
                         "neq_status, neq_reason_unknown, neq_has_uif, neq_runtime, eq_status, eq_reason_unknown, "
                         "eq_has_uif, eq_runtime, v1_kind, v1_result, v1_concrete, v2_kind, v2_result, v2_concrete, "
                         "reachability, output_class, result, runtime, errors, provenance, witness_status, witness_v1, "
                         "witness_v2, witness_detail, witness_on_path, witness_jvm, witness_jvm_detail, differs, "
                         "witness_differs FROM partition WHERE run = ? ORDER BY rowid");
    parts.bind(id);
    while (parts.step()) {
      partition_record p;
      p.iteration = static_cast<std::size_t>(parts.integer(0));
      p.index = static_cast<std::size_t>(parts.integer(1));
      p.path_condition = parts.text(2);
      int col = 3;
      for (query_record *q : {&p.pc, &p.neq, &p.eq}) {
        q->status = from_string<query_status>(parts.text(col)).value_or(query_status::unknown);
        q->reason = parts.text(col + 1);
        q->approximated = parts.integer(col + 2) != 0;
        q->seconds = parts.real(col + 3);
        col += 4;
      }
      for (effect *e : {&p.old_version, &p.new_version}) {
        e->what = from_string<effect::kind>(parts.text(col)).value_or(effect::kind::not_run);
        e->symbolic = parts.text(col + 1);
        e->concrete = parts.text(col + 2);
        col += 3;
      }
      p.classes.reach = from_string<reachability>(parts.text(col)).value_or(reachability::maybe_reachable);
      p.classes.output = from_string<partition_class>(parts.text(col + 1)).value_or(partition_class::unknown);
      p.classes.overall = from_string<partition_class>(parts.text(col + 2)).value_or(partition_class::unknown);
      p.seconds = parts.real(col + 3);
      p.error = parts.text(col + 4);
      p.provenance = from_string<neq_provenance>(parts.text(col + 5)).value_or(neq_provenance::none);
      p.witness.status = from_string<witness_status>(parts.text(col + 6)).value_or(witness_status::not_run);
      p.witness.old_effect = parts.text(col + 7);
      p.witness.new_effect = parts.text(col + 8);
      p.witness.detail = parts.text(col + 9);
      p.witness.on_path = parts.integer(col + 10) != 0;
      p.witness.jvm = from_string<witness_status>(parts.text(col + 11)).value_or(witness_status::not_run);
      p.witness.jvm_detail = parts.text(col + 12);
      p.differs = split_list(parts.text(col + 13));
      p.witness.differs = split_list(parts.text(col + 14));
      r.partitions.push_back(std::move(p));
    }

    statement inputs(db_, "SELECT iteration, partition, name, value FROM partition_input WHERE run = ? ORDER BY "
                          "iteration, partition, position");
    inputs.bind(id);
    while (inputs.step())
      if (partition_record *p = find_partition(r, inputs.integer(0), inputs.integer(1)))
        p->input.push_back({inputs.text(2), inputs.text(3)});

    statement observed(db_, "SELECT iteration, partition, version, component, symbolic, concrete FROM "
                            "partition_observed WHERE run = ? ORDER BY iteration, partition, version, position");
    observed.bind(id);
    while (observed.step())
      if (partition_record *p = find_partition(r, observed.integer(0), observed.integer(1)))
        (observed.integer(2) == 1 ? p->old_version : p->new_version)
            .observed.push_back({observed.text(3), observed.text(4), observed.text(5)});

    statement lines(db_, "SELECT iteration, partition, version, line FROM partition_line WHERE run = ?");
    lines.bind(id);
    while (lines.step())
      if (partition_record *p = find_partition(r, lines.integer(0), lines.integer(1)))
        (lines.integer(2) == 1 ? p->old_version : p->new_version)
            .lines.insert(static_cast<std::uint32_t>(lines.integer(3)));
    return c;
  }

  /// Runs SQL text (several statements allowed) that returns no rows.
  void exec(const char *sql) { sqlite::exec(db_, sql); }

private:
  /// Creates or upgrades the schema (unless read-only) and checks its version.
  void set_up(bool read_only) { set_up_schema(db_, read_only); }
  /// Runs with a key's case, tool and settings (any run_id): bind_settings() binds them in order.
  static constexpr const char *same_settings = "benchmark = ? AND tool_name = ? AND timeout = ? AND depth = ? AND "
                                               "adaptive_depth = ? AND query_timeout = ? AND h1_timeout = ? AND "
                                               "abstract_helpers = ? AND observe = ?";
  template <class... Then> static statement &bind_settings(statement &s, const check_key &k, const Then &...then) {
    return s.bind(k.benchmark, k.tool_name, k.timeout, k.depth, k.adaptive_depth, k.query_timeout, k.h1_timeout,
                  k.abstract_helpers, k.observe, then...);
  }
  /// A check's key as columns of `run r`, and read back from the first columns of a row.
  static constexpr const char *key_columns = "r.benchmark, r.tool_name, r.timeout, r.depth, r.query_timeout, "
                                             "r.h1_timeout, r.abstract_helpers, r.run_id, r.adaptive_depth, r.observe";
  static constexpr int key_column_count = 10;
  static check_key key_at(const statement &s) {
    return {s.text(0),         s.text(1), s.real(2),         static_cast<std::uint32_t>(s.integer(3)),
            s.real(4),         s.real(5), s.integer(6) != 0, static_cast<int>(s.integer(7)),
            s.integer(8) != 0, s.text(9)};
  }
  [[nodiscard]] bool has_table(const char *name) { return sqlite::has_table(db_, name); }
  [[nodiscard]] bool has_column(const char *table, const char *column) {
    return sqlite::has_column(db_, table, column);
  }
  static std::chrono::milliseconds milliseconds(double seconds) {
    return std::chrono::milliseconds(std::llround(seconds * 1000));
  }
  /// Lists (candidates, components) are stored as one text, names separated by ", " (names never
  /// contain it).
  static std::vector<std::string> split_list(const std::string &s) {
    std::vector<std::string> out;
    for (std::size_t start = 0; start < s.size();) {
      const std::size_t end = std::min(s.find(", ", start), s.size());
      out.push_back(s.substr(start, end - start));
      start = end + 2;
    }
    return out;
  }
  static std::string joined(const std::vector<std::string> &names) { return fmt::format("{}", fmt::join(names, ", ")); }
  static partition_record *find_partition(run_record &r, long iteration, long index) {
    for (auto &p : r.partitions)
      if (static_cast<long>(p.iteration) == iteration && static_cast<long>(p.index) == index) return &p;
    return nullptr;
  }
  static std::string now_utc() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
  }

  bool store_rows(const stored_check &c) {
    const run_record &r = c.run;
    const check_key k = c.key();
    if (contains(k)) return false;
    statement bench(db_, "INSERT INTO benchmark VALUES (?, ?, ?, ?) ON CONFLICT (benchmark) DO UPDATE SET expected = "
                         "excluded.expected WHERE benchmark.expected = '?'");
    bench.bind(c.benchmark, c.expected, r.old_file, r.new_file).run();
    std::string rounds;
    for (const auto d : r.depth_rounds)
      rounds += (rounds.empty() ? "" : ", ") + std::to_string(d);
    statement run(
        db_, "INSERT INTO run (benchmark, tool_name, run_id, policy, solver, maybe, timeout, depth, "
             "adaptive_depth, query_timeout, h1_timeout, abstract_helpers, observe, semantics, version, method, "
             "result, has_timed_out, is_depth_limited, has_uif, iteration_count, result_iteration, "
             "result_depth, depth_rounds, runtime, errors, host, finished_at, tolerance, witness_source, "
             "witness_v1, witness_v2, witness_differs, witness_jvm, witness_jvm_detail, prepass_inputs, "
             "prepass_undecidable, prepass_runtime, prepass_skipped, new_method, jvm_test_inputs, jvm_test_differing, "
             "jvm_test_detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
             "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    run.bind(k.benchmark, k.tool_name, k.run_id, r.policy, r.solver, c.maybe, k.timeout, k.depth, k.adaptive_depth,
             k.query_timeout, k.h1_timeout, k.abstract_helpers, k.observe, r.semantics, c.version, r.method,
             to_string(r.result), r.timed_out, r.depth_limited, r.approximated, r.iterations.size(),
             r.reported_iteration, r.depth, rounds, r.seconds, r.error, c.host, c.finished_at, r.options.tolerance,
             r.witness.source, r.witness.old_effect, r.witness.new_effect, joined(r.witness.differs),
             to_string(r.witness.jvm), r.witness.jvm_detail, r.prepass.tried, r.prepass.undecidable, r.prepass.seconds,
             r.prepass.skipped, r.new_method, r.jvm_test.inputs, r.jvm_test.differing, r.jvm_test.detail)
        .run();
    const sqlite3_int64 id = sqlite3_last_insert_rowid(db_);
    statement class_match(db_, "INSERT INTO run_class VALUES (?, ?, ?, ?, ?)");
    for (std::size_t pos = 0; pos < r.classes.size(); ++pos)
      class_match.bind(id, pos, r.classes[pos].old_name, r.classes[pos].new_name, r.classes[pos].why).run();
    statement loop(db_, "INSERT INTO loop_pair VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (std::size_t pos = 0; pos < r.loop_pairs.size(); ++pos) {
      const auto &l = r.loop_pairs[pos];
      loop.bind(id, pos, l.id, l.old_at, l.new_at, l.edit, l.proved, joined(l.invariant), l.reason, l.rounds, l.seconds)
          .run();
    }
    if (!r.loop_stage.result.empty())
      statement(db_, "INSERT INTO loop_stage VALUES (?, ?, ?, ?, ?)")
          .bind(id, r.loop_stage.result, r.loop_stage.partitions, r.loop_stage.decided, r.loop_stage.seconds)
          .run();
    statement jvm_test_input(db_, "INSERT INTO run_jvm_test_input VALUES (?, ?, ?, ?)");
    for (std::size_t pos = 0; pos < r.jvm_test.first.size(); ++pos)
      jvm_test_input.bind(id, pos, r.jvm_test.first[pos].name, r.jvm_test.first[pos].value).run();
    statement witness_input(db_, "INSERT INTO run_witness_input VALUES (?, ?, ?, ?)");
    for (std::size_t pos = 0; pos < r.witness.input.size(); ++pos)
      witness_input.bind(id, pos, r.witness.input[pos].name, r.witness.input[pos].value).run();

    statement setting(db_, "INSERT INTO run_setting VALUES (?, ?, ?)");
    for (const auto &[name, value] : c.settings)
      setting.bind(id, name, value).run();

    statement step(db_, "INSERT INTO runtime VALUES (?, ?, ?)");
    if (c.has_step_times)
      for (const auto &[name, field] : step_fields())
        step.bind(id, name, r.steps.*field).run();

    statement iteration(db_, "INSERT INTO iteration VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (const auto &i : r.iterations)
      iteration
          .bind(id, i.index, i.mode, i.abstracted, i.refined, i.heuristic, joined(i.candidates), to_string(i.result),
                i.timed_out, i.partitions, i.seconds)
          .run();

    statement partition(db_, "INSERT INTO partition VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                             "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    statement observed(db_, "INSERT INTO partition_observed VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    statement input(db_, "INSERT INTO partition_input VALUES (?, ?, ?, ?, ?, ?)");
    statement line(db_, "INSERT INTO partition_line VALUES (?, ?, ?, ?, ?)");
    for (const auto &p : r.partitions) {
      partition
          .bind(id, p.iteration, p.index, p.path_condition, to_string(p.pc.status), p.pc.reason, p.pc.approximated,
                p.pc.seconds, to_string(p.neq.status), p.neq.reason, p.neq.approximated, p.neq.seconds,
                to_string(p.eq.status), p.eq.reason, p.eq.approximated, p.eq.seconds, to_string(p.old_version.what),
                p.old_version.symbolic, p.old_version.concrete, to_string(p.new_version.what), p.new_version.symbolic,
                p.new_version.concrete, to_string(p.classes.reach), to_string(p.classes.output),
                to_string(p.classes.overall), p.seconds, p.error, to_string(p.provenance), to_string(p.witness.status),
                p.witness.old_effect, p.witness.new_effect, p.witness.detail, p.witness.on_path,
                to_string(p.witness.jvm), p.witness.jvm_detail, joined(p.differs), joined(p.witness.differs))
          .run();
      for (std::size_t pos = 0; pos < p.input.size(); ++pos)
        input.bind(id, p.iteration, p.index, pos, p.input[pos].name, p.input[pos].value).run();
      for (const auto &[version, e] : {std::pair{1, &p.old_version}, std::pair{2, &p.new_version}}) {
        for (const auto l : e->lines)
          line.bind(id, p.iteration, p.index, version, l).run();
        for (std::size_t pos = 0; pos < e->observed.size(); ++pos)
          observed
              .bind(id, p.iteration, p.index, version, pos, e->observed[pos].component, e->observed[pos].symbolic,
                    e->observed[pos].concrete)
              .run();
      }
    }
    return true;
  }

  std::string file_;
  sqlite3 *db_ = nullptr;
};

} // namespace symdelta::report::sqlite
