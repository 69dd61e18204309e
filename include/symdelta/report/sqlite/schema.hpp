#pragma once
// The results database's schema (docs/database.md), and setting it up: creating it, upgrading a
// database made before a column, and checking its version.
#include <string>

#include <fmt/format.h>

#include "symdelta/report/sqlite/statement.hpp"

namespace symdelta::report::sqlite {

// 2: adaptive depth; 3: witnesses and the pre-pass; 4: observable behaviour (observe, differs, partition_observed)
inline constexpr int schema_version = 4;

inline constexpr const char *schema_sql = R"sql(
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS benchmark (
  benchmark TEXT PRIMARY KEY,
  expected TEXT NOT NULL,
  old_file TEXT NOT NULL,
  new_file TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS run (
  id INTEGER PRIMARY KEY,
  benchmark TEXT NOT NULL REFERENCES benchmark (benchmark),
  tool_name TEXT NOT NULL,
  run_id INTEGER NOT NULL,
  policy TEXT NOT NULL,
  solver TEXT NOT NULL,
  maybe INTEGER NOT NULL,
  timeout REAL NOT NULL,
  depth INTEGER NOT NULL,
  adaptive_depth INTEGER NOT NULL,
  query_timeout REAL NOT NULL,
  h1_timeout REAL NOT NULL,
  abstract_helpers INTEGER NOT NULL,
  observe TEXT NOT NULL,
  semantics TEXT NOT NULL,
  version TEXT NOT NULL,
  method TEXT NOT NULL,
  result TEXT NOT NULL,
  has_timed_out INTEGER NOT NULL,
  is_depth_limited INTEGER NOT NULL,
  has_uif INTEGER NOT NULL,
  iteration_count INTEGER NOT NULL,
  result_iteration INTEGER NOT NULL,
  result_depth INTEGER NOT NULL,
  depth_rounds TEXT NOT NULL,
  runtime REAL NOT NULL,
  errors TEXT NOT NULL,
  host TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  tolerance REAL NOT NULL,
  witness_source TEXT NOT NULL,
  witness_v1 TEXT NOT NULL,
  witness_v2 TEXT NOT NULL,
  witness_differs TEXT NOT NULL,
  witness_jvm TEXT NOT NULL,
  witness_jvm_detail TEXT NOT NULL,
  prepass_inputs INTEGER NOT NULL,
  prepass_undecidable INTEGER NOT NULL,
  prepass_runtime REAL NOT NULL,
  prepass_skipped TEXT NOT NULL,
  new_method TEXT NOT NULL DEFAULT '',
  jvm_test_inputs INTEGER NOT NULL DEFAULT 0,
  jvm_test_differing INTEGER NOT NULL DEFAULT 0,
  jvm_test_detail TEXT NOT NULL DEFAULT '',
  UNIQUE (benchmark, tool_name, timeout, depth, adaptive_depth, query_timeout, h1_timeout, abstract_helpers, observe,
          run_id));
CREATE TABLE IF NOT EXISTS runtime (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  step TEXT NOT NULL,
  runtime REAL NOT NULL,
  PRIMARY KEY (run, step));
CREATE TABLE IF NOT EXISTS iteration (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  iteration INTEGER NOT NULL,
  mode TEXT NOT NULL,
  uif_count INTEGER NOT NULL,
  refined TEXT NOT NULL,
  heuristic TEXT NOT NULL,
  candidates TEXT NOT NULL,
  result TEXT NOT NULL,
  has_timed_out INTEGER NOT NULL,
  partition_count INTEGER NOT NULL,
  runtime REAL NOT NULL,
  PRIMARY KEY (run, iteration));
CREATE TABLE IF NOT EXISTS partition (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  iteration INTEGER NOT NULL,
  partition INTEGER NOT NULL,
  pc TEXT NOT NULL,
  pc_status TEXT NOT NULL, pc_reason_unknown TEXT NOT NULL, pc_has_uif INTEGER NOT NULL, pc_runtime REAL NOT NULL,
  neq_status TEXT NOT NULL, neq_reason_unknown TEXT NOT NULL, neq_has_uif INTEGER NOT NULL, neq_runtime REAL NOT NULL,
  eq_status TEXT NOT NULL, eq_reason_unknown TEXT NOT NULL, eq_has_uif INTEGER NOT NULL, eq_runtime REAL NOT NULL,
  v1_kind TEXT NOT NULL, v1_result TEXT NOT NULL, v1_concrete TEXT NOT NULL,
  v2_kind TEXT NOT NULL, v2_result TEXT NOT NULL, v2_concrete TEXT NOT NULL,
  reachability TEXT NOT NULL,
  output_class TEXT NOT NULL,
  result TEXT NOT NULL,
  runtime REAL NOT NULL,
  errors TEXT NOT NULL,
  provenance TEXT NOT NULL,
  witness_status TEXT NOT NULL, witness_v1 TEXT NOT NULL, witness_v2 TEXT NOT NULL, witness_detail TEXT NOT NULL,
  witness_on_path INTEGER NOT NULL, witness_jvm TEXT NOT NULL, witness_jvm_detail TEXT NOT NULL,
  differs TEXT NOT NULL, witness_differs TEXT NOT NULL,
  PRIMARY KEY (run, iteration, partition));
CREATE TABLE IF NOT EXISTS partition_observed (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  iteration INTEGER NOT NULL,
  partition INTEGER NOT NULL,
  version INTEGER NOT NULL,
  position INTEGER NOT NULL,
  component TEXT NOT NULL,
  symbolic TEXT NOT NULL,
  concrete TEXT NOT NULL,
  PRIMARY KEY (run, iteration, partition, version, position));
CREATE TABLE IF NOT EXISTS run_witness_input (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (run, position));
CREATE TABLE IF NOT EXISTS run_jvm_test_input (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (run, position));
CREATE TABLE IF NOT EXISTS partition_input (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  iteration INTEGER NOT NULL,
  partition INTEGER NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (run, iteration, partition, position));
CREATE TABLE IF NOT EXISTS partition_line (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  iteration INTEGER NOT NULL,
  partition INTEGER NOT NULL,
  version INTEGER NOT NULL,
  line INTEGER NOT NULL,
  PRIMARY KEY (run, iteration, partition, version, line)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS variant (
  benchmark TEXT PRIMARY KEY,
  program TEXT NOT NULL,
  method TEXT NOT NULL,
  transformation TEXT NOT NULL,
  line INTEGER NOT NULL,
  node TEXT NOT NULL,
  compiles INTEGER NOT NULL,
  test_neutral TEXT NOT NULL,
  description TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS run_class (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  old_name TEXT NOT NULL,
  new_name TEXT NOT NULL,
  why TEXT NOT NULL,
  PRIMARY KEY (run, position)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS loop_pair (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  pair INTEGER NOT NULL,
  old_at TEXT NOT NULL,
  new_at TEXT NOT NULL,
  edit TEXT NOT NULL,
  proved INTEGER NOT NULL,
  invariant TEXT NOT NULL,
  reason TEXT NOT NULL,
  rounds INTEGER NOT NULL,
  runtime REAL NOT NULL,
  PRIMARY KEY (run, position)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS loop_stage (
  run INTEGER PRIMARY KEY REFERENCES run (id) ON DELETE CASCADE,
  result TEXT NOT NULL,
  partition_count INTEGER NOT NULL,
  decided INTEGER NOT NULL,
  runtime REAL NOT NULL);
CREATE TABLE IF NOT EXISTS run_setting (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (run, name)) WITHOUT ROWID;
CREATE VIEW IF NOT EXISTS witness AS
  SELECT r.id AS run, r.benchmark, r.tool_name, r.timeout, r.run_id, i.iteration, i.partition, i.position, i.name,
         i.value
  FROM run r JOIN partition p ON p.run = r.id AND p.iteration = r.result_iteration
             JOIN partition_input i ON i.run = p.run AND i.iteration = p.iteration AND i.partition = p.partition
  WHERE p.result = 'Neq';
)sql";

/// Creates or upgrades the schema of the database `db` (unless read-only) and checks its version.
inline void set_up_schema(sqlite3 *db, bool read_only) {
  if (!read_only) {
    exec(db, "PRAGMA journal_mode=WAL");
    exec(db, "PRAGMA synchronous=NORMAL"); // WAL: durable at checkpoints, never corrupt
    exec(db, schema_sql);
    exec(db, fmt::format("INSERT OR IGNORE INTO meta VALUES ('schema_version', '{}')", schema_version).c_str());
    // a database made before the run's new_method column gets it (every run stored there
    // compared methods of one name)
    if (!has_column(db, "run", "new_method"))
      exec(db, "ALTER TABLE run ADD COLUMN new_method TEXT NOT NULL DEFAULT ''");
    // and before --confirm-jvm's test of an EQ was stored (a resumed campaign reads it back)
    if (!has_column(db, "run", "jvm_test_inputs"))
      exec(db, "ALTER TABLE run ADD COLUMN jvm_test_inputs INTEGER NOT NULL DEFAULT 0; ALTER TABLE run ADD COLUMN "
               "jvm_test_differing INTEGER NOT NULL DEFAULT 0; ALTER TABLE run ADD COLUMN jvm_test_detail TEXT NOT "
               "NULL DEFAULT ''");
  }
  exec(db, "PRAGMA foreign_keys=ON");
  statement v(db, "SELECT value FROM meta WHERE key = 'schema_version'");
  if (!v.step() || v.text(0) != std::to_string(schema_version))
    throw database_error(fmt::format("schema version {}, expected {}", v.text(0), schema_version));
}

} // namespace symdelta::report::sqlite
