#pragma once
// What the HTML pages (report/html.hpp) need from outside the report layer: the versions' texts,
// highlighted by the Java frontend's parse, and Chart.js from Debian's libjs-chart.js.
#include <cstdlib>
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

/// Writes a page to `file`, "-" for standard output; false (with a message) when it cannot.
inline bool write_page(const std::string &file, const std::string &html) {
  if (file == "-") {
    fmt::print("{}", html);
    return true;
  }
  std::ofstream out(file, std::ios::binary);
  out << html;
  out.close();
  if (!out) {
    fmt::print(stderr, "{}: io error: cannot write the page\n", file);
    return false;
  }
  return true;
}

} // namespace symdelta::cli
