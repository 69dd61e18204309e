#pragma once
// --confirm-jvm: replays witnesses on the real JVM. Each version is compiled with javac, with
// the harness (tools/symdelta/jvm/Harness.java, embedded at build time), into a temporary folder; one JVM per
// version then runs every witness of the check in one batch. The JVM computes with Java's
// semantics (wrap-around, rounding), not ideal semantics: a witness it does not confirm is
// reported as such, which is how the two semantics part ways (an overflow, say).
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "symdelta/engine/execution/concrete_domain.hpp"
#include "symdelta/engine/versions/entry.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/model/records.hpp"

namespace symdelta::cli::jvm {

/// The JVM's options for the harness. Its helpful NullPointerException messages describe the code
/// (`"<local1>" is null`): off, so that an exception the JVM raises compares by class, as
/// docs/engine.md says. Fast throws off too: once a site has thrown often, compiled code throws a
/// preallocated exception without a message (`/ by zero` becomes null), which no run models.
inline constexpr const char *harness_jvm_options =
    "-Xss16m -XX:-ShowCodeDetailsInExceptionMessages -XX:-OmitStackTraceInFastThrow";

/// A harness line, split: "R <value>" or "T <class>" (or "E <text>"), then its fields by name.
struct harness_result {
  std::string head;
  std::map<std::string, std::string> fields; // message, out, err, static.<name>

  static harness_result parse(const std::string &line) {
    harness_result r;
    std::size_t start = 0, tab = line.find('\t');
    r.head = line.substr(0, tab);
    while (tab != std::string::npos) {
      start = tab + 1;
      tab = line.find('\t', start);
      const std::string field = line.substr(start, tab == std::string::npos ? std::string::npos : tab - start);
      const auto eq = field.find('=');
      r.fields[field.substr(0, eq)] = eq == std::string::npos ? "" : field.substr(eq + 1);
    }
    return r;
  }
};

std::string encode_scalar(const ir::scalar &s, bool canonical_nan);

/// An argument as the harness decodes it: a primitive, a String (quoted, or null), or an array
/// of a primitive type (`n:e1,...`, or null).
std::string encode_arg(const engine::value &v);

/// The first field of a harness line calling a method of `p`: its main class's binary name, then
/// the file's other classes, whose static fields the harness observes too.
std::string harness_classes(const ir::program &p);

/// A result line of the harness for version p, with the classes it names (an exception's, an
/// object's, a static field's owner) named as p is compared (see compared_label above).
std::string as_compared(const std::string &line, const ir::program &p);

/// The harness line our interpreter's run stands for (the differential test compares the two).
/// The message of an exception the JVM raised is left out: we do not model the JVM's texts.
std::string encode_outcome(const engine::outcome &o, const ir::program &p);

/// The harness line that calls `fn` of version v (`p`) on `inputs` (engine/versions/entry.hpp's, the
/// parameters first): an instance method on a fresh receiver (`name#new`) or on one whose
/// fields the line sets (`name#this`, then `this.<field>=<value>` after the arguments). Objects
/// passed as inputs are `#k`, allocated by `#k=<class>` and filled by `#k.<field>=<value>`.
/// Nullopt when the harness cannot build that receiver (a final field holding an object).
std::optional<std::string> harness_call(const ir::program &p, std::uint32_t fn, const engine::entry_plan &plan, int v,
                                        const std::vector<engine::value> &inputs);

std::string shell_quote(const std::string &s);

/// The components in which the JVM's two runs differ (empty: they agree), or nullopt when a
/// line is not a result. Messages compare as the JVM gives them, of exceptions it raised too.
std::optional<std::vector<std::string>> jvm_differs(const std::string &a, const std::string &b, const ir::program &p,
                                                    const ir::function &f, double tolerance,
                                                    observe_mode observe = observe_mode::everything);

/// Replays the program's witness and every partition's model that ran as a witness on the JVM,
/// filling their `jvm` fields; tests an EQ or MAYBE_EQ verdict on the JVM (test_on_jvm).
void confirm_on_jvm(run_record &run, double tolerance);

} // namespace symdelta::cli::jvm
