#pragma once
// The SQLite connection's pieces the results database is written with: prepared statements,
// SQL text run as it is, and questions about the schema. The one place that includes sqlite3.h.
#include <concepts>
#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>
#include <sqlite3.h>

namespace symdelta::report::sqlite {

struct database_error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A prepared statement; bind() takes the values in order, step() runs it.
class statement {
public:
  statement(sqlite3 *db, const char *sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &s_, nullptr) != SQLITE_OK)
      throw database_error(fmt::format("cannot prepare a statement: {}", sqlite3_errmsg(db)));
  }
  ~statement() { sqlite3_finalize(s_); }
  statement(const statement &) = delete;
  statement &operator=(const statement &) = delete;

  template <class... A> statement &bind(const A &...values) {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
    int i = 0;
    (bind_one(++i, values), ...);
    return *this;
  }
  /// True while there is a row to read.
  bool step() {
    const int rc = sqlite3_step(s_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw database_error(sqlite3_errmsg(db_));
  }
  void run() {
    while (step()) {
    }
  }
  [[nodiscard]] std::string text(int col) const {
    const auto *t = sqlite3_column_text(s_, col);
    return t ? reinterpret_cast<const char *>(t) : "";
  }
  [[nodiscard]] long integer(int col) const { return static_cast<long>(sqlite3_column_int64(s_, col)); }
  [[nodiscard]] double real(int col) const { return sqlite3_column_double(s_, col); }

private:
  void bind_one(int i, const std::string &v) { sqlite3_bind_text(s_, i, v.data(), int(v.size()), SQLITE_TRANSIENT); }
  void bind_one(int i, const char *v) { sqlite3_bind_text(s_, i, v, -1, SQLITE_TRANSIENT); }
  void bind_one(int i, std::string_view v) { sqlite3_bind_text(s_, i, v.data(), int(v.size()), SQLITE_TRANSIENT); }
  void bind_one(int i, double v) { sqlite3_bind_double(s_, i, v); }
  void bind_one(int i, bool v) { sqlite3_bind_int(s_, i, v ? 1 : 0); }
  template <std::integral I> void bind_one(int i, I v) { sqlite3_bind_int64(s_, i, static_cast<sqlite3_int64>(v)); }

  sqlite3 *db_;
  sqlite3_stmt *s_ = nullptr;
};

/// Runs SQL text (several statements allowed) that returns no rows.
inline void exec(sqlite3 *db, const char *sql) {
  char *msg = nullptr;
  if (sqlite3_exec(db, sql, nullptr, nullptr, &msg) != SQLITE_OK) {
    const std::string why = msg ? msg : sqlite3_errmsg(db);
    sqlite3_free(msg);
    throw database_error(why);
  }
}
[[nodiscard]] inline bool has_table(sqlite3 *db, const char *name) {
  statement s(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
  return s.bind(name).step();
}
[[nodiscard]] inline bool has_column(sqlite3 *db, const char *table, const char *column) {
  statement s(db, "SELECT 1 FROM pragma_table_info(?) WHERE name = ?");
  return s.bind(table, column).step();
}

} // namespace symdelta::report::sqlite
