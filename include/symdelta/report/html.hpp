#pragma once
// Self-contained HTML pages of a check, a campaign and a variants run (docs/report.md). A page is
// one file: styles, the page's script and its data (JSON) inlined, a Content-Security-Policy that
// lets nothing leave the file. The script (html_assets.hpp) renders the data; plots use Chart.js,
// which the caller passes in (Debian's libjs-chart.js) and the page inlines.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "symdelta/core/source_listing.hpp"
#include "symdelta/model/records.hpp"
#include "symdelta/report/html_assets.hpp"
#include "symdelta/report/json.hpp"
#include "symdelta/report/study.hpp"

namespace symdelta::report::html {

inline std::string escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (const char c : s) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    case '\'': out += "&#39;"; break;
    default: out += c;
    }
  }
  return out;
}

/// The lines of a text, without their line ends ("a\nb\n" is two lines).
inline std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
  }
  return lines;
}

/// Each line of the listing as HTML: escaped, its highlighted spans as <span class="t-KIND">
/// (a span across lines, a block comment say, is cut at each line end).
inline std::vector<std::string> highlighted_lines(const source_listing &s) {
  std::vector<std::string> out;
  std::size_t next = 0; // first token not yet fully written
  for (const auto line : split_lines(s.text)) {
    const std::size_t begin = static_cast<std::size_t>(line.data() - s.text.data()), end = begin + line.size();
    std::string html;
    std::size_t at = begin;
    for (std::size_t k = next; k < s.tokens.size() && s.tokens[k].begin < end; ++k) {
      const auto &t = s.tokens[k];
      const std::size_t from = std::max<std::size_t>(t.begin, at), to = std::min<std::size_t>(t.end, end);
      if (from >= to) continue;
      html += escape(s.text.substr(at, from - at));
      html += fmt::format("<span class=\"t-{}\">{}</span>", to_string(t.kind), escape(s.text.substr(from, to - from)));
      at = to;
    }
    while (next < s.tokens.size() && s.tokens[next].end <= end)
      ++next;
    html += escape(s.text.substr(at, end - at));
    out.push_back(std::move(html));
  }
  return out;
}

/// One line of a line diff: ' ' kept, '-' only in the old text, '+' only in the new one; line
/// numbers 1-based, 0 where the line is not in that text.
struct diff_line {
  char op = ' ';
  std::uint32_t old_line = 0, new_line = 0;
};

/// A line diff of two texts: a longest common subsequence of their lines (trailing whitespace
/// ignored) after the common head and tail; a middle too large for it is all changed.
inline std::vector<diff_line> line_diff(std::string_view old_text, std::string_view new_text) {
  const auto trim = [](std::string_view l) {
    while (!l.empty() && (l.back() == ' ' || l.back() == '\t'))
      l.remove_suffix(1);
    return l;
  };
  const auto a = split_lines(old_text), b = split_lines(new_text);
  std::size_t head = 0, tail = 0;
  while (head < a.size() && head < b.size() && trim(a[head]) == trim(b[head]))
    ++head;
  while (tail < a.size() - head && tail < b.size() - head &&
         trim(a[a.size() - 1 - tail]) == trim(b[b.size() - 1 - tail]))
    ++tail;
  const std::size_t n = a.size() - head - tail, m = b.size() - head - tail;
  std::vector<diff_line> out;
  for (std::size_t i = 0; i < head; ++i)
    out.push_back({' ', static_cast<std::uint32_t>(i + 1), static_cast<std::uint32_t>(i + 1)});
  const auto number = [&](std::size_t i) { return static_cast<std::uint32_t>(head + i + 1); }; // of a middle line
  if (n * m <= std::size_t{16} << 20) {
    // lcs[i][j]: the longest common subsequence of a[head+i..] and b[head+j..]
    std::vector<std::uint32_t> lcs((n + 1) * (m + 1), 0);
    const auto at = [&](std::size_t i, std::size_t j) -> std::uint32_t & { return lcs[i * (m + 1) + j]; };
    for (std::size_t i = n; i-- > 0;)
      for (std::size_t j = m; j-- > 0;)
        at(i, j) = trim(a[head + i]) == trim(b[head + j]) ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    std::size_t i = 0, j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && trim(a[head + i]) == trim(b[head + j])) {
        out.push_back({' ', number(i++), number(j++)});
      } else if (i < n && (j == m || at(i + 1, j) >= at(i, j + 1))) { // removed lines first, as diff -u
        out.push_back({'-', number(i++), 0});
      } else {
        out.push_back({'+', 0, number(j++)});
      }
    }
  } else {
    for (std::size_t i = 0; i < n; ++i)
      out.push_back({'-', number(i), 0});
    for (std::size_t j = 0; j < m; ++j)
      out.push_back({'+', 0, number(j)});
  }
  for (std::size_t k = 0; k < tail; ++k)
    out.push_back({' ', static_cast<std::uint32_t>(a.size() - tail + k + 1),
                   static_cast<std::uint32_t>(b.size() - tail + k + 1)});
  return out;
}

/// A listing as the page's script reads it: path, why it is missing, lines as HTML.
inline nlohmann::json listing_json(const source_listing &s) {
  return {{"path", s.path}, {"error", s.error}, {"lines", highlighted_lines(s)}};
}

/// The lines of each version that the diff marks changed.
inline nlohmann::json changed_json(const source_listing &old_source, const source_listing &new_source) {
  nlohmann::json old_lines = nlohmann::json::array(), new_lines = nlohmann::json::array();
  if (old_source.error.empty() && new_source.error.empty())
    for (const auto &d : line_diff(old_source.text, new_source.text)) {
      if (d.op == '-') old_lines.push_back(d.old_line);
      if (d.op == '+') new_lines.push_back(d.new_line);
    }
  return {{"old", old_lines}, {"new", new_lines}};
}

/// A check as the page's script draws it: the record (report/json.hpp), both listings, the diff.
inline nlohmann::json check_json(const run_record &run, const source_listing &old_source,
                                 const source_listing &new_source) {
  return {{"record", to_json(run)},
          {"old", listing_json(old_source)},
          {"new", listing_json(new_source)},
          {"changed", changed_json(old_source, new_source)}};
}

inline nlohmann::json tables_json(const std::vector<study::table> &tables) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto &t : tables)
    out.push_back({{"title", t.title}, {"header", t.header}, {"rows", t.rows}, {"notes", t.notes}});
  return out;
}

/// JSON inside <script type="application/json">. The HTML parser reads a script's text by the
/// standard's script-data rules: "</script" (any case) ends the element, and "<!--" followed by
/// "<script" enters a state that only "-->" leaves, where even "</script>" does not end it, so
/// that the rest of the document is swallowed. Every "<" is written "\u003c", which JSON.parse
/// reads back as "<": the text then holds none, and none of those sequences. JSON has "<" only
/// inside strings, where the escape is valid.
inline std::string script_json(const nlohmann::json &j) {
  const std::string text = json_text(j);
  std::string s;
  s.reserve(text.size());
  for (const char c : text)
    if (c == '<')
      s += "\\u003c";
    else
      s += c;
  return s;
}

/// One page: `data` (its "kind" says which view the script draws) and extra JSON elements that
/// the script parses only when shown (a campaign's checks, by element id). `chart_js` is
/// Chart.js's text, or "" where the page draws no plot or the library is missing.
inline std::string page(const std::string &title, const nlohmann::json &data,
                        const std::vector<std::pair<std::string, const nlohmann::json *>> &lazy = {},
                        std::string_view chart_js = {}) {
  std::string out = fmt::format(R"(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{}</title>
<style>{}</style>
</head>
<body>
<div id="app"></div>
<script type="application/json" id="data">{}</script>
)",
                                escape(title), assets::page_css, script_json(data));
  for (const auto &[id, j] : lazy)
    out += fmt::format("<script type=\"application/json\" id=\"{}\">{}</script>\n", escape(id), script_json(*j));
  if (!chart_js.empty()) {
    out += "<script>";
    out += chart_js;
    out += "</script>\n";
  }
  out += fmt::format("<script>{}</script>\n</body>\n</html>\n", assets::page_js);
  return out;
}

/// The page of one check.
inline std::string check_page(const run_record &run, const source_listing &old_source,
                              const source_listing &new_source) {
  nlohmann::json data = check_json(run, old_source, new_source);
  data["kind"] = "check";
  return page(fmt::format("symdelta: {} ({} vs {})", to_string(run.result), old_source.path, new_source.path), data);
}

/// One stored check of a campaign, as the campaign page lists it.
struct campaign_check {
  long id = 0;
  std::string benchmark, expected, tool, result;
  double timeout = 0, seconds = 0;
  nlohmann::json page; // check_json, or null when not inlined
};

/// The page of a campaign: its tables, the plots, a row per case linking to each check's view.
inline std::string campaign_page(const std::string &title, const std::vector<study::table> &tables,
                                 const std::vector<campaign_check> &checks, std::string_view chart_js) {
  nlohmann::json data{
      {"kind", "campaign"}, {"title", title}, {"charts", !chart_js.empty()}, {"tables", tables_json(tables)}};
  nlohmann::json runs = nlohmann::json::array();
  std::vector<std::pair<std::string, const nlohmann::json *>> lazy; // the checks' pages, parsed when opened
  for (const auto &c : checks) {
    runs.push_back({{"id", c.id},
                    {"case", c.benchmark},
                    {"expected", c.expected},
                    {"tool", c.tool},
                    {"timeout", c.timeout},
                    {"result", c.result},
                    {"seconds", c.seconds},
                    {"page", !c.page.is_null()}});
    if (!c.page.is_null()) lazy.emplace_back(fmt::format("check-{}", c.id), &c.page);
  }
  data["runs"] = std::move(runs);
  return page(title, data, lazy, chart_js);
}

/// One variant of a variants run, with its diff against the original.
struct variant_entry {
  std::string name, transformation, node, verdict, test_neutral, witness, description;
  long line = 0;
  std::string source; // the variant's text ("" when not written)
};

/// The diff of a variant as the page shows it: the changed lines with `context` lines around.
inline nlohmann::json diff_json(const source_listing &original, const std::string &variant_text,
                                std::size_t context = 2) {
  const auto d = line_diff(original.text, variant_text);
  const auto a = split_lines(original.text), b = split_lines(variant_text);
  nlohmann::json out = nlohmann::json::array();
  std::vector<bool> keep(d.size(), false);
  for (std::size_t k = 0; k < d.size(); ++k)
    if (d[k].op != ' ')
      for (std::size_t c = k >= context ? k - context : 0; c < d.size() && c <= k + context; ++c)
        keep[c] = true;
  for (std::size_t k = 0; k < d.size(); ++k) {
    if (!keep[k]) {
      if (k == 0 || keep[k - 1]) out.push_back({{"op", "…"}}); // once for each run of lines left out
      continue;
    }
    const auto &l = d[k];
    out.push_back({{"op", std::string(1, l.op)},
                   {"old", l.old_line},
                   {"new", l.new_line},
                   {"text", std::string(l.op == '+' ? b[l.new_line - 1] : a[l.old_line - 1])}});
  }
  return out;
}

/// The page of a variants run: the NVR tables and every variant with its diff.
inline std::string variants_page(const std::string &title, const std::vector<study::table> &tables,
                                 const source_listing &original, const std::vector<variant_entry> &variants) {
  nlohmann::json data{
      {"kind", "variants"}, {"title", title}, {"program", original.path}, {"tables", tables_json(tables)}};
  nlohmann::json vs = nlohmann::json::array();
  for (const auto &v : variants)
    vs.push_back({{"name", v.name},
                  {"transformation", v.transformation},
                  {"line", v.line},
                  {"node", v.node},
                  {"verdict", v.verdict},
                  {"test_neutral", v.test_neutral},
                  {"witness", v.witness},
                  {"description", v.description},
                  {"diff", v.source.empty() ? nlohmann::json::array() : diff_json(original, v.source)}});
  data["variants"] = std::move(vs);
  return page(title, data);
}

} // namespace symdelta::report::html
