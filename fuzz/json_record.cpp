// Fuzz target: a check's JSON record read back (report::run_from_json: what `check --db` and a
// campaign store from a check's output, and a killed check's streamed partitions), then shown as
// the reports show it: terms printed as Java (report::with_java_terms, which parses the SMT-LIB
// terms of path conditions and outputs), as text (report::to_text) and written again as JSON.
//
// run_from_json reads records our own checks wrote; a field of another JSON type than the one it
// writes is refused by nlohmann's type_error (the reader's contract), which the target accepts.
// Every other exception, crash or sanitizer report is a finding.
#include <cstddef>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "symdelta/report/java_terms.hpp"
#include "symdelta/report/json.hpp"
#include "symdelta/report/text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  namespace report = symdelta::report;
  const nlohmann::json j = nlohmann::json::parse(data, data + size, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return 0;
  symdelta::run_record run;
  try {
    run = report::run_from_json(j);
  } catch (const nlohmann::json::type_error &) {
    return 0;
  }
  const symdelta::run_record shown = report::with_java_terms(run);
  (void)report::to_text(shown);
  (void)report::to_text(shown, {.full = true});
  (void)report::to_text(shown, {.full = false, .width = 7});
  (void)report::json_text(report::to_json(run), 2);
  return 0;
}
