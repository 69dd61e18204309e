// `symdelta bench` (cli/campaign.hpp): the campaign's progress, resuming, summaries and its run.
#include <malloc.h>
#include <unistd.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/cartesian_product.hpp>
#include <range/v3/view/drop.hpp>
#include <range/v3/view/iota.hpp>
#include <range/v3/view/stride.hpp>
#include <range/v3/view/transform.hpp>

#include "cli/campaign.hpp"
#include "cli/commands.hpp"

namespace symdelta::cli {

/// Counts, elapsed time and an estimate of the time left. On a terminal, a bar on stderr that
/// each case line moves down; otherwise a plain line now and then.
class progress_display {
public:
  explicit progress_display(std::size_t total)
      : total_(total), tty_(isatty(STDERR_FILENO) != 0), start_(std::chrono::steady_clock::now()) {}

  /// Before printing a line to stdout.
  void clear() {
    if (tty_ && drawn_) fmt::print(stderr, "\r\033[K");
    drawn_ = false;
  }

  /// After a check finished (and its line was printed).
  void advance(bool error) {
    ++done_;
    errors_ += error;
    draw(true);
  }

  /// While checks run: the bar's clock moves on.
  void tick() {
    if (tty_) draw(false);
  }

  void finish() {
    clear();
    std::fflush(stderr);
  }

  [[nodiscard]] double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

private:
  void draw(bool finished_one) {
    const double elapsed = seconds();
    if (tty_) {
      constexpr std::size_t width = 30;
      const std::size_t filled = total_ ? done_ * width / total_ : width;
      fmt::print(stderr, "\r\033[K[{}{}] {}/{} checks, {} errors, {} elapsed, ETA {}", std::string(filled, '#'),
                 std::string(width - filled, '.'), done_, total_, errors_, clock(elapsed), eta(elapsed));
      std::fflush(stderr);
      drawn_ = true;
    } else if (finished_one && (done_ == total_ || done_ % std::max<std::size_t>(1, (total_ + 19) / 20) == 0 ||
                                elapsed - last_line_ > 60)) {
      fmt::print(stderr, "progress: {}/{} checks ({:.0f}%), {} errors, {} elapsed, ETA {}\n", done_, total_,
                 total_ ? 100.0 * static_cast<double>(done_) / static_cast<double>(total_) : 100.0, errors_,
                 clock(elapsed), eta(elapsed));
      last_line_ = elapsed;
    }
  }

  static std::string clock(double s) {
    const long t = std::lround(s);
    return t >= 3600 ? fmt::format("{}:{:02}:{:02}", t / 3600, t / 60 % 60, t % 60)
                     : fmt::format("{}:{:02}", t / 60, t % 60);
  }
  [[nodiscard]] std::string eta(double elapsed) const {
    if (done_ == 0) return "?";
    return clock(elapsed / static_cast<double>(done_) * static_cast<double>(total_ - done_));
  }

  std::size_t total_, done_ = 0, errors_ = 0;
  bool tty_, drawn_ = false;
  double last_line_ = 0;
  std::chrono::steady_clock::time_point start_;
};

/// An option a resumed campaign gives otherwise than its stored checks ran with: the values of
/// each side, in the order first seen.
struct option_difference {
  std::vector<std::string> stored, given;
  static void add(std::vector<std::string> &values, const std::string &v) {
    if (std::find(values.begin(), values.end(), v) == values.end()) values.push_back(v);
  }
};

/// The options a resumed campaign gives otherwise than its stored checks ran with (--resume reuses
/// stored checks, so their options must be this campaign's). The campaign's checks already stored
/// (`stored` holds every key of the database) are compared on their settings (a check's key
/// covers the rest). When none is stored, the database's checks of the same cases are compared
/// on every option: what this campaign gives that none of them ran with is a difference.
std::map<std::string, option_difference> resume_differences(report::sqlite::database &db,
                                                            const std::vector<campaign_check> &mine,
                                                            const std::set<report::sqlite::check_key> &stored,
                                                            const common_args &a) {
  using settings_map = option_values;
  const settings_map given_settings = a.settings();
  const auto stored_settings = db.options(); // only the semantics for checks stored before settings were
  const auto settings_of = [&](const report::sqlite::check_key &k) {
    const auto at = stored_settings.find(k);
    return at == stored_settings.end() ? settings_map() : at->second;
  };
  std::map<std::string, option_difference> out;
  bool resumed = false;
  for (const auto &c : mine) {
    const auto k = c.key(a);
    if (!stored.count(k)) continue;
    resumed = true;
    for (const auto &[name, value] : settings_of(k))
      if (const auto g = given_settings.find(name); g != given_settings.end() && g->second != value) {
        option_difference::add(out[name].stored, value);
        option_difference::add(out[name].given, g->second);
      }
  }
  if (resumed) return out;
  std::map<std::string, option_difference> all; // every value of each option, given and stored
  std::set<std::string> cases;
  for (const auto &c : mine) {
    cases.insert(c.c->name);
    for (const auto &[name, value] : stored_options(c.key(a), given_settings))
      option_difference::add(all[name].given, value);
  }
  for (const auto &k : stored)
    if (cases.count(k.benchmark))
      for (const auto &[name, value] : stored_options(k, settings_of(k)))
        option_difference::add(all[name].stored, value);
  // (not a structured binding: clang before 16, the fuzz targets' compiler, cannot capture one in a lambda)
  for (const auto &entry : all) {
    const option_difference &d = entry.second;
    if (!d.stored.empty() && std::any_of(d.given.begin(), d.given.end(), [&](const auto &v) {
          return std::find(d.stored.begin(), d.stored.end(), v) == d.stored.end();
        }))
      out[entry.first] = d;
  }
  return out;
}

/// What made a check's case another variant than the campaign's (`stored` and `given`: the
/// "variant generator" case settings): "stored with --seed 1, now --seed 2".
std::string variant_change(const std::string &stored, const std::string &given) {
  if (stored.empty()) return "stored before symdelta recorded which variant a check is of";
  const auto items = [](const std::string &s) {
    std::vector<std::string> out;
    for (std::size_t start = 0, end; start <= s.size(); start = end + 2) {
      end = std::min(s.find(", ", start), s.size());
      out.push_back(s.substr(start, end - start));
    }
    return out;
  };
  const auto only = [](const std::vector<std::string> &x, const std::vector<std::string> &y) {
    std::vector<std::string> out;
    for (const auto &v : x)
      if (std::find(y.begin(), y.end(), v) == y.end()) out.push_back(v);
    return out;
  };
  const auto was = items(stored), now = items(given);
  const auto before = only(was, now), after = only(now, was);
  if (before.empty() && after.empty()) return "stored with the same options: the program was edited since";
  return fmt::format("stored with {}, now {}",
                     before.empty() ? "the defaults" : fmt::format("{}", fmt::join(before, ", ")),
                     after.empty() ? "the defaults" : fmt::format("{}", fmt::join(after, ", ")));
}

/// The campaign's stored checks whose case stood for another variant when they ran (the case
/// setting "variant" differs, or was not recorded): "CASE: stored with --seed 1, now --seed 2", a
/// line a case. --resume must not take their results for this campaign's.
std::vector<std::string> other_variants(report::sqlite::database &db, const std::vector<campaign_check> &mine,
                                        const std::set<report::sqlite::check_key> &stored, const common_args &a) {
  std::vector<std::string> out;
  std::set<std::string> named;
  std::map<report::sqlite::check_key, option_values> options;
  for (const auto &c : mine) {
    const auto given = c.c->settings.find("variant");
    const auto k = c.key(a);
    if (given == c.c->settings.end() || !stored.count(k) || named.count(c.c->name)) continue;
    if (options.empty()) options = db.options();
    const option_values &was = options[k];
    const auto value = [](const option_values &m, const char *name) {
      const auto at = m.find(name);
      return at == m.end() ? std::string() : at->second;
    };
    if (value(was, "variant") == given->second) continue;
    named.insert(c.c->name);
    out.push_back(
        fmt::format("{}: {}", c.c->name,
                    variant_change(value(was, "variant generator"), value(c.c->settings, "variant generator"))));
  }
  return out;
}

/// The summary lines of each configuration, a side-by-side table and the correct-set differences
/// when there are several; the summaries as JSON. A disputed label (study::is_disputed) is counted
/// apart, neither correct nor wrong, and named.
nlohmann::json print_summaries(const std::vector<report::sqlite::program_row> &rows,
                               const std::vector<combination> &combos, std::size_t timeouts) {
  namespace study = report::study;
  const auto cases = study::combine_runs(rows);
  const auto configs = study::configurations(cases);
  const auto name = [&](const study::configuration &c) {
    return timeouts > 1 ? fmt::format("{}@{:g}s", c.tool, c.timeout) : c.tool;
  };
  nlohmann::json summaries = nlohmann::json::array();
  std::vector<study::summary> sums;
  for (const auto &config : configs) {
    const study::summary s = study::summarise(cases, config);
    const double median = study::median(s.seconds), mean = study::mean(s.seconds);
    fmt::print("\nsummary{}: {} cases, {} correct, {} wrong, {}median {:.3f} s, mean {:.3f} s\n",
               configs.size() > 1 ? " " + name(config) : "", s.cases, s.correct, s.wrong,
               s.disputed ? fmt::format("{} disputed label{} (neither correct nor wrong), ", s.disputed,
                                        s.disputed == 1 ? "" : "s")
                          : "",
               median, mean);
    for (const auto &[expected, by] : s.by_expected) {
      std::string line;
      for (const auto &[v, n] : by)
        line += fmt::format(" {} {}", v, n);
      fmt::print("  expected {:<3}:{}\n", expected, line);
    }
    if (s.disputed)
      fmt::print("  disputed labels (the JVM confirms the NEQ witness): {}\n", fmt::join(s.disputed_cases, ", "));
    const auto combo =
        std::find_if(combos.begin(), combos.end(), [&](const auto &c) { return c.label() == config.tool; });
    summaries.push_back({{"cases", s.cases},
                         {"correct", s.correct},
                         {"wrong", s.wrong},
                         {"disputed", s.disputed},
                         {"disputed_labels", s.disputed_cases},
                         {"median_s", median},
                         {"mean_s", mean},
                         {"counts", s.counts},
                         {"by_expected", s.by_expected},
                         {"tool", config.tool},
                         {"policy", combo == combos.end() ? "" : combo->policy},
                         {"solver", combo == combos.end() ? "" : combo->solver},
                         {"maybe", combo != combos.end() && combo->maybe},
                         {"timeout_s", config.timeout},
                         {"depth", config.depth},
                         {"adaptive_depth", config.adaptive_depth}});
    sums.push_back(s);
  }
  if (configs.size() > 1) {
    const bool disputed = std::any_of(sums.begin(), sums.end(), [](const auto &s) { return s.disputed > 0; });
    fmt::print("\nside by side:\n{:<20} {:>7} {:>5}{}", "combination", "correct", "wrong", disputed ? " disputed" : "");
    for (const auto &v : study::verdict_names())
      fmt::print(" {:>{}}", v, std::max<std::size_t>(4, v.size()));
    fmt::print(" {:>9}\n", "median s");
    for (std::size_t ci = 0; ci < configs.size(); ++ci) {
      fmt::print("{:<20} {:>7} {:>5}{}", name(configs[ci]), sums[ci].correct, sums[ci].wrong,
                 disputed ? fmt::format(" {:>8}", sums[ci].disputed) : "");
      for (const auto &v : study::verdict_names())
        fmt::print(" {:>{}}", sums[ci].counts.count(v) ? sums[ci].counts.at(v) : 0, std::max<std::size_t>(4, v.size()));
      fmt::print(" {:>9.3f}\n", study::median(sums[ci].seconds));
    }
    for (std::size_t x = 0; x < configs.size(); ++x)
      for (std::size_t y = 0; y < configs.size(); ++y) {
        if (x == y || configs[x].timeout != configs[y].timeout) continue;
        std::vector<std::string> only;
        const auto &cx = sums[x].correct_cases, &cy = sums[y].correct_cases;
        std::set_difference(cx.begin(), cx.end(), cy.begin(), cy.end(), std::back_inserter(only));
        fmt::print("correct with {} but not with {}: {}{}\n", name(configs[x]), name(configs[y]), only.size(),
                   only.empty() ? "" : fmt::format(" ({})", fmt::join(only, ", ")));
      }
  }
  return summaries;
}

int bench_command(const bench_args &a, const std::vector<combination> &offered) {
  auto [cases, error] = load_cases(a.dir, a.common.options(10).semantics);
  if (!error.empty()) {
    fmt::print(stderr, "{}\n", error);
    return 2;
  }
  if (!a.filter.empty())
    cases.erase(std::remove_if(cases.begin(), cases.end(),
                               [&](const auto &c) { return c.name.find(a.filter) == std::string::npos; }),
                cases.end());
  if (cases.empty()) {
    fmt::print(stderr,
               "{}: usage error: no cases found (expected cases.tsv, or folders with oldV.java and newV.java or "
               "old.java and new.java)\n",
               a.dir);
    return 2;
  }
  return run_campaign(cases, a, offered, [](const campaign_check &, const nlohmann::json &) {});
}

int run_campaign(const std::vector<bench_case> &cases, const bench_args &a, const std::vector<combination> &offered,
                 const check_observer &on_check) {
  std::pair<std::size_t, std::size_t> shard{1, 1};
  if (!a.shard.empty()) {
    const auto s = parse_shard(a.shard);
    if (!s) {
      fmt::print(stderr, "--shard {}: usage error: expected I/N with 1 <= I <= N, e.g. 2/8\n", a.shard);
      return 2;
    }
    shard = *s;
  }
  std::unique_ptr<report::sqlite::database> db;
  if (!a.common.db_file.empty() && !(db = open_database(a.common.db_file))) return 2;
  if (a.resume && !db) {
    fmt::print(stderr, "--resume: usage error: resuming needs the campaign's database (--db FILE)\n");
    return 2;
  }

  const auto chosen = select(a.common, offered);
  if (const auto *why = std::get_if<std::string>(&chosen)) {
    fmt::print(stderr, "{}\n", *why);
    return 2;
  }
  const auto &combos = std::get<std::vector<combination>>(chosen);
  namespace rv = ranges::views;
  const std::vector<campaign_check> mine = // this shard's
      rv::cartesian_product(rv::closed_iota(1, a.runs), a.common.timeouts, cases, combos) |
      rv::transform([](const auto &t) {
        const auto &[run, timeout, c, combo] = t;
        return campaign_check{&c, &combo, timeout, run};
      }) |
      rv::drop(shard.first - 1) | rv::stride(shard.second) | ranges::to<std::vector>();
  std::set<report::sqlite::check_key> campaign_keys;
  for (const auto &c : mine)
    campaign_keys.insert(c.key(a.common));

  std::vector<campaign_check> todo = mine;
  if (db) {
    std::set<report::sqlite::check_key> stored;
    std::map<std::string, option_difference> differ; // with --resume: options other than the stored checks'
    std::vector<std::string> variants;               // with --resume: stored checks of other variants
    try {
      stored = db->keys();
      if (a.resume) differ = resume_differences(*db, mine, stored, a.common);
      if (a.resume) variants = other_variants(*db, mine, stored, a.common);
    } catch (const report::sqlite::database_error &e) {
      fmt::print(stderr, "{}: database error: {}\n", db->file(), e.what());
      return 2;
    }
    std::erase_if(todo, [&](const auto &c) { return stored.count(c.key(a.common)) > 0; });
    const std::size_t already = mine.size() - todo.size();
    if (already && !a.resume) {
      fmt::print(stderr,
                 "{}: usage error: the database already holds {} of this campaign's {} checks; pass --resume to run "
                 "only the others, or store in another file\n",
                 db->file(), already, mine.size());
      return 2;
    }
    if (!differ.empty()) {
      fmt::print(stderr, "{}: usage error: --resume: {} ran with other options than these:\n", db->file(),
                 already ? "the stored checks of this campaign"
                         : "none of this campaign's checks is stored, and "
                           "the stored checks of its cases");
      for (const auto &[name, d] : differ)
        fmt::print(stderr, "  {}: stored {}, given {}\n", name, fmt::join(d.stored, ", "), fmt::join(d.given, ", "));
      fmt::print(stderr, "{}\n",
                 already ? "resume with the stored options, or store this campaign in another file"
                         : "resume with the stored options, or drop --resume to add this campaign to the database");
      return 2;
    }
    if (!variants.empty()) {
      fmt::print(stderr,
                 "{}: usage error: --resume: the database holds cases of this campaign as other variants (their "
                 "results are not this campaign's):\n",
                 db->file());
      for (const auto &line : variants)
        fmt::print(stderr, "  {}\n", line);
      fmt::print(stderr, "resume with the program and the options the stored checks ran with, or store this campaign "
                         "in another file\n");
      return 2;
    }
    if (already) fmt::print("resuming: {} of {} checks already stored\n", already, mine.size());
  }

  std::string labels;
  for (const auto &c : combos)
    labels += (labels.empty() ? "" : ", ") + c.label();
  std::string timeouts;
  for (double t : a.common.timeouts)
    timeouts += fmt::format("{}{:g}", timeouts.empty() ? "" : ", ", t);
  fmt::print("{} cases, {} ({}), timeout {} s, depth {}{}{}{}, {} checks to run with {} job{}\n", cases.size(),
             combos.size() > 1 ? "combinations" : "policy/solver", labels, timeouts, a.common.depth,
             a.runs > 1 ? fmt::format(", {} runs", a.runs) : "",
             shard.second > 1 ? fmt::format(", shard {}/{} ({} checks)", shard.first, shard.second, mine.size()) : "",
             db ? ", stored in " + db->file() : "", todo.size(), a.jobs, a.jobs > 1 ? "s" : "");
  // every verdict is scored against these labels: named before the checks and again at the end
  const semantics_mode semantics = a.common.options(10).semantics;
  const std::string overrides = label_overrides_text(cases, semantics);
  if (!overrides.empty()) fmt::print("{}\n", overrides);
  std::fflush(stdout);
  prepare_solver(combos); // once for all cases, not in each case's child

  std::vector<report::sqlite::program_row> rows; // the campaign's checks (with --resume, also those stored)
  std::vector<std::string> case_json;            // each check's JSON text, for --json
  progress_display progress(todo.size());
  bool failed_store = false;
  const bool several = combos.size() > 1 || a.common.timeouts.size() > 1 || a.runs > 1;
  const auto task_of = [&](const campaign_check &c) {
    return check_task{*c.combo,        a.common.options(c.timeout), c.c->old_file,       c.c->new_file, c.c->method,
                      c.c->new_method, a.common.memory_limit_mb,    a.common.confirm_jvm};
  };
  const bool java = semantics == semantics_mode::java;
  bool any_contradicted = false;
  // what a check's record (run or stored before) gives the campaign: its line and its row when it
  // ran now (`fresh`), and for every check the summary's row, --json's record and on_check's call
  std::size_t finished = 0; // checks run now
  const auto finish = [&](const campaign_check &c, nlohmann::json jc, bool fresh) {
    const std::string result = jc.value("result", std::string("ERROR"));
    const double seconds = jc.value("seconds", 0.0);
    const std::string error = jc.value("error", std::string());
    // a label written for real numbers that the JVM refutes: a NEQ against an EQ label whose
    // witness the JVM confirms (Java semantics, --confirm-jvm) is Java's answer, not a wrong one:
    // a disputed label (a record rebuilt after a crash or a kill may hold null there)
    const auto object = [&](const char *key) {
      const auto it = jc.find(key);
      return it != jc.end() && it->is_object() ? *it : nlohmann::json::object();
    };
    const bool jvm_confirmed = java && object("witness").value("jvm", std::string()) == "confirmed";
    const bool refuted = report::study::is_disputed(c.c->expected, result, jvm_confirmed);
    // an EQ that --confirm-jvm's test on the JVM contradicts is wrong whatever the label; a
    // MAYBE_EQ it contradicts is a best-effort guess the JVM shows mistaken (said, not wrong)
    const bool jvm_differs = object("jvm_test").value("differing", 0) > 0;
    const bool contradicted = jvm_differs && result == "EQ";
    const bool bad = (report::study::is_wrong(c.c->expected, result) && !refuted) || contradicted;
    any_contradicted = any_contradicted || contradicted;
    if (fresh) {
      progress.clear();
      std::string tool;
      if (several) {
        tool = c.combo->label();
        if (a.common.timeouts.size() > 1) tool += fmt::format("@{:g}s", c.timeout);
        if (a.runs > 1) tool += fmt::format(" #{}", c.run_id);
        tool = fmt::format("{:<18} ", tool);
      }
      fmt::print("[{:>3}/{}] {:<44} {}expected {:<3} result {:<13} {:7.3f} s{}\n", ++finished, todo.size(), c.c->name,
                 tool, c.c->expected, result, seconds,
                 contradicted  ? "  WRONG (the JVM test contradicts it)"
                 : bad         ? "  WRONG"
                 : refuted     ? "  LABEL REFUTED (the JVM confirms the witness)"
                 : jvm_differs ? "  (the JVM test finds a difference)"
                               : "");
      if (!error.empty()) fmt::print("          {}\n", error);
      std::fflush(stdout);
      if (db) {
        try {
          auto settings = a.common.settings();
          settings.insert(c.c->settings.begin(), c.c->settings.end());
          if (!db->store(stored(jc, c.c->name, c.c->expected, *c.combo, c.run_id, std::move(settings))))
            fmt::print(stderr,
                       "{}: warning: the check of {} ({}) was stored meanwhile by another process writing this "
                       "database: the stored result is kept, this one dropped\n",
                       db->file(), c.c->name, c.combo->label());
        } catch (const report::sqlite::database_error &e) {
          fmt::print(stderr, "{}: database error: {} (the check of {} is not stored)\n", db->file(), e.what(),
                     c.c->name);
          failed_store = true;
        }
      }
    }
    rows.push_back({c.key(a.common), c.c->expected, result, seconds, 0, jvm_confirmed});
    if (fresh) progress.advance(result == "ERROR");
    jc["case"] = c.c->name;
    jc["expected"] = c.c->expected;
    if (refuted) jc["label_refuted_on_jvm"] = true;
    jc["runtime_s"] = seconds;
    jc["run_id"] = c.run_id;
    if (!a.json_file.empty()) case_json.push_back(report::json_text(jc, 2));
    on_check(c, jc);
    // Every check runs in a child forked from this process: what this process holds, the child
    // shares copy-on-write, and the pages it frees in between are where the child's allocations
    // land, each first write a page copy. Results are therefore kept as text (a few contiguous
    // blocks, not a tree of small allocations) and freed pages go back to the system, else the
    // late checks of a long campaign pay for the copies (docs/measurements.md, "Campaign
    // children").
    jc = nlohmann::json();
    malloc_trim(0);
  };
  // a resumed campaign reads back what it stored before it stopped, so that what it gives (the
  // records for --json and on_check, hence the variants' table) is what a campaign never stopped
  // would give
  if (db && todo.size() < mine.size()) try {
      for (const auto &c : mine)
        if (const auto id = db->id_of(c.key(a.common))) finish(c, report::to_json(db->load(*id).run), false);
    } catch (const report::sqlite::database_error &e) {
      fmt::print(stderr, "{}: database error: {} (reading back the stored checks)\n", db->file(), e.what());
      return 2;
    }
  // another process writing the same database (a second campaign started on it) may have stored a
  // check by the time it is due: its result is taken rather than run again
  const auto stored_elsewhere = [&](const campaign_check &c) {
    try {
      return db && db->contains(c.key(a.common));
    } catch (const report::sqlite::database_error &) {
      return false; // run it: storing it will tell
    }
  };
  run_parallel(
      todo.size(), a.jobs,
      [&](std::size_t i) {
        if (stored_elsewhere(todo[i]))
          return std::pair{child_work([](const emitter &) {
                             return nlohmann::json{{"stored_elsewhere", true}};
                           }),
                           isolation_limits{}};
        const check_task task = task_of(todo[i]);
        return std::pair{task.work(), task.limits()};
      },
      [&](std::size_t i, isolated_result r) {
        const campaign_check &c = todo[i];
        if (!r.payload.is_object() || !r.payload.value("stored_elsewhere", false))
          return finish(c, task_of(c).record(std::move(r)), true);
        progress.clear();
        fmt::print("[{:>3}/{}] {:<44} stored meanwhile by another process writing {}: its result is taken\n",
                   ++finished, todo.size(), c.c->name, db->file());
        std::fflush(stdout);
        try {
          auto other = db->load(db->id_of(c.key(a.common)).value());
          // a campaign of other variants on the same database (`variants` of another seed): the
          // same case name, another variant's result
          if (const auto v = c.c->settings.find("variant");
              v != c.c->settings.end() && other.settings["variant"] != v->second) {
            fmt::print(stderr,
                       "{}: error: the check of {} ({}) was stored meanwhile by another process writing this "
                       "database, of another variant: {}; this campaign lacks its result\n",
                       db->file(), c.c->name, c.combo->label(),
                       variant_change(other.settings["variant generator"], c.c->settings.at("variant generator")));
            failed_store = true;
          } else
            finish(c, report::to_json(other.run), false);
        } catch (const std::exception &e) {
          fmt::print(stderr, "{}: database error: {} (reading back the check of {})\n", db->file(), e.what(),
                     c.c->name);
          failed_store = true;
        }
        progress.advance(false);
      },
      [&] { progress.tick(); });
  progress.finish();
  fmt::print("\n{} checks run in {:.1f} s\n", todo.size(), progress.seconds());

  // the summary covers the whole campaign (this shard's part): with --resume, also what was stored before
  if (db && todo.size() < mine.size()) {
    rows.clear();
    for (auto &r : db->program_rows())
      if (campaign_keys.count(r.key)) rows.push_back(std::move(r));
  }
  const nlohmann::json summaries = print_summaries(rows, combos, a.common.timeouts.size());
  if (!overrides.empty()) fmt::print("\n{}\n", overrides);
  if (!a.json_file.empty()) {
    nlohmann::json replaced = nlohmann::json::array();
    for (const auto &c : cases)
      if (!c.replaced_label.empty())
        replaced.push_back({{"case", c.name}, {"label", c.replaced_label}, {"override", c.expected}});
    std::string text =
        "{\n\"summary\": " + (summaries.empty() ? std::string("{}") : report::json_text(summaries[0], 2)) +
        ",\n\"summaries\": " + report::json_text(summaries, 2) +
        ",\n\"label_overrides\": " + report::json_text(replaced, 2) + ",\n\"cases\": [";
    for (std::size_t k = 0; k < case_json.size(); ++k)
      text += (k ? ",\n" : "\n") + case_json[k];
    if (!write_json_text(a.json_file, text + "\n]\n}")) return 2;
  }
  if (failed_store) return 2;
  const bool wrong = std::any_of(rows.begin(), rows.end(), [](const auto &r) {
    return report::study::is_wrong(r.expected, r.result) &&
           !report::study::is_disputed(r.expected, r.result, r.jvm_confirmed);
  });
  return wrong || any_contradicted ? 1 : 0;
}

} // namespace symdelta::cli
