// The data a page embeds (report/html.hpp): inside <script type="application/json"> the HTML
// parser still acts on "<!--", "<script" and "</script" (any case), so none may reach the page.
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "symdelta/report/html.hpp"

namespace html = symdelta::report::html;

namespace {
std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}
} // namespace

TEST_CASE("embedded JSON has no '<' and reads back as it was", "[html]") {
  const std::vector<std::string> hostile = {"<!--<script>", "</script>", "</SCRIPT >", "<ScRiPt src=x>", "<!--",
                                            "-->",          "a < b",     "\\<",        "<\\/script>",    "\\u003c"};
  for (const auto &text : hostile) {
    const nlohmann::json j = {{"text", text}, {text, {text, 1, nullptr}}};
    const std::string s = html::script_json(j);
    INFO(s);
    CHECK(s.find('<') == std::string::npos);
    CHECK(nlohmann::json::parse(s) == j); // JSON.parse reads "\u003c" as '<' too
  }
}

TEST_CASE("a page's data elements hold no sequence that ends or escapes them", "[html]") {
  const nlohmann::json data = {{"kind", "check"}, {"title", "<!--<script>"}, {"end", "</script><!--"}};
  const nlohmann::json lazy = {{"output", "</ScRiPt><!-- <SCRIPT>"}};
  const std::string page = html::page("<!--<script>", data, {{"check-1", &lazy}});
  // every data element, from its start tag to the first "</script" after it
  std::size_t elements = 0;
  const std::string open = "<script type=\"application/json\"";
  for (std::size_t at = page.find(open); at != std::string::npos; at = page.find(open, at + 1)) {
    const std::size_t body = page.find('>', at) + 1, end = lower(page).find("</script", body);
    REQUIRE(end != std::string::npos);
    const std::string text = page.substr(body, end - body);
    INFO(text);
    CHECK(text.find('<') == std::string::npos);
    REQUIRE(elements < 2);
    CHECK(nlohmann::json::parse(text) == (elements == 0 ? data : lazy)); // the texts are all there
    ++elements;
  }
  CHECK(elements == 2);
}
