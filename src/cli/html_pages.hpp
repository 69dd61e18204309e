#pragma once
// What the HTML pages (report/html.hpp) need from outside the report layer: the versions' texts,
// highlighted by the Java frontend's parse, and Chart.js from Debian's libjs-chart.js.
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include <fmt/format.h>

#include "symdelta/core/source_file.hpp"
#include "symdelta/core/source_listing.hpp"
#include "symdelta/frontend/java/highlight.hpp"
#include "symdelta/report/html.hpp"

namespace symdelta::cli {

/// A source file as a page shows it; a file that cannot be read says why (a campaign's files
/// may have moved since it ran).
inline source_listing java_listing(const std::string &path) {
  source_listing s;
  s.path = path;
  auto text = read_source_file(path);
  if (!text) {
    s.error = fmt::format("{}: {}", path, text.error().message);
    return s;
  }
  s.text = std::move(*text);
  s.tokens = java::highlight(s.text);
  return s;
}

/// Chart.js's text: $SYMDELTA_CHART_JS, else where Debian's libjs-chart.js puts it; "" when absent
/// (pages then say the plots need it).
inline std::string chart_js() {
  const char *env = std::getenv("SYMDELTA_CHART_JS");
  auto text = read_source_file(env && *env ? env : "/usr/share/javascript/chart.js/chart.min.js");
  return text ? std::move(*text) : std::string();
}

/// Writes `text`, `what` it is ("the page", "the file"), to `file`; "" when it is written, else
/// the message that says why not.
inline std::string write_file(const std::string &file, const std::string &text, const std::string &what) {
  errno = 0;
  std::ofstream out(file, std::ios::binary);
  if (out) out << text;
  if (out) out.close();
  if (out) return {};
  const int error = errno; // of the open, the write or the close that failed
  return fmt::format("{}: i/o error: cannot write {}{}{}", file, what, error ? ": " : "",
                     error ? std::strerror(error) : "");
}

/// Writes `text`, `what` it is ("the page", "the report"), to `file`, "-" for standard output
/// (whose failures cli::run_main reports); false (with the message) when it cannot.
inline bool write_page(const std::string &file, const std::string &text, const std::string &what = "the page") {
  if (file == "-") {
    fmt::print("{}", text);
    return true;
  }
  const auto error = write_file(file, text, what);
  if (!error.empty()) fmt::print(stderr, "{}\n", error);
  return error.empty();
}

} // namespace symdelta::cli
