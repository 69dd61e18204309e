#pragma once
// What the database tests share: a database file of their own, and a check stored as the CLI
// stores it.
#include <unistd.h>

#include <filesystem>
#include <string>

#include "symdelta/report/sqlite.hpp"

namespace symdelta_test {

namespace fs = std::filesystem;
namespace sqlite = symdelta::report::sqlite;

/// A database file of its own, removed at the end.
struct scratch_database {
  fs::path file;
  explicit scratch_database(const std::string &name)
      : file(fs::temp_directory_path() / fs::path("symdelta_" + name + "_" + std::to_string(::getpid()) + ".db")) {
    remove();
  }
  ~scratch_database() { remove(); }
  void remove() const {
    for (const char *suffix : {"", "-wal", "-shm"})
      fs::remove(file.string() + suffix);
  }
};

inline sqlite::stored_check stored(symdelta::run_record run, const std::string &benchmark, int run_id = 1) {
  sqlite::stored_check c;
  c.benchmark = benchmark;
  c.expected = "NEQ";
  c.tool_name = run.policy + "/" + run.solver;
  c.maybe = true;
  c.run_id = run_id;
  c.version = "0.0.0-test";
  c.host = "test";
  c.run = std::move(run);
  return c;
}

} // namespace symdelta_test
