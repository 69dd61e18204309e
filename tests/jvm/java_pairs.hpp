// Pairs from generated programs (issue 48): a generated method (java_generator.hpp) and a second
// version made by one random rewrite of its text, meant to keep what a caller observes (operands
// of a commutative operator swapped, a comparison mirrored or written as a negation, a - b as
// a + (- b), a ternary's branches swapped under the negated condition, locals renamed, the class
// renamed, the result's expression extracted into a helper, two independent assignments
// reordered, a for loop written as a while loop) or meant to change it (an operator replaced, a
// constant moved by one, a statement deleted). The intent is only a label for the statistics:
// several "preserving" rewrites do change behaviour in Java (`!(a >= b)` is not `a < b` for NaN,
// swapping operands changes which of two exceptions is thrown), and whether a pair's versions
// differ is for the JVM to say.
//
// The rewrites read the generator's text conventions, not a syntax tree: one statement per line,
// every binary operation parenthesised with single spaces around its operator, blocks opened at
// the end of a line and closed by a line of their own. A rewrite that yields a program the
// frontend or javac refuses (a String operand where an arithmetic one was assumed) is discarded by
// the caller, which then asks for another.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "java_generator.hpp"

namespace symdelta::testing {

struct generated_pair {
  std::string old_text, new_text;
  std::string rewrite;            // what was done, as "swap-operands: (p0 + v1)"
  bool meant_to_preserve = false; // the rewrite's intent (the JVM decides what holds)
};

class java_pair_maker {
public:
  /// The pair of `seed`, `attempt` picking another rewrite of the same program (for a caller whose
  /// first pair was refused); nullopt when no rewrite applies. The new version's class is
  /// `new_class` (the class renamed when it differs from `old_class`).
  static std::optional<generated_pair> make(std::uint64_t seed, const std::string &old_class,
                                            const std::string &new_class, unsigned attempt = 0) {
    java_pair_maker m(seed * 0xd1b54a32d192ed03ull + attempt * 0x9e3779b97f4a7c15ull + 0x2545f4914f6cdd1dull);
    generated_pair p;
    p.old_text = java_generator::program(seed, old_class);
    for (int tries = 0; tries < 12; ++tries) {
      auto r = m.rewrite(p.old_text);
      if (!r) continue;
      p.new_text = std::regex_replace(r->first, std::regex("\\b" + old_class + "\\b"), new_class);
      p.rewrite = r->second;
      p.meant_to_preserve = r->second.rfind("change-", 0) != 0 && r->second.rfind("delete-", 0) != 0;
      if (new_class != old_class) p.rewrite += " (class renamed)";
      return p;
    }
    return std::nullopt;
  }

private:
  std::uint64_t state_;
  explicit java_pair_maker(std::uint64_t state) : state_(state) {}

  std::uint64_t next() { // splitmix64, as the generator's: the same pair on every platform
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }

  using result = std::optional<std::pair<std::string, std::string>>; // new text, what was done

  result rewrite(const std::string &text) {
    switch (below(18)) { // nearly half of them meant to change behaviour: many changes hit dead code
    case 0:
    case 1: return on_group(text, &java_pair_maker::swap_operands);
    case 2: return on_group(text, &java_pair_maker::mirror_comparison);
    case 3: return on_group(text, &java_pair_maker::negated_comparison);
    case 4: return on_group(text, &java_pair_maker::subtraction_as_addition);
    case 5: return on_group(text, &java_pair_maker::swap_branches);
    case 6: return rename_locals(text);
    case 7: return extract_result(text);
    case 8: return reorder_assignments(text);
    case 9: return for_as_while(text);
    case 10:
    case 11:
    case 12:
    case 13: return on_group(text, &java_pair_maker::change_operator);
    case 14:
    case 15: return change_constant(text);
    default: return delete_statement(text);
    }
  }

  // ---- parenthesised groups -------------------------------------------------------------------

  /// A group `( ... )` of the text: its parentheses' offsets, and its content split at depth 0.
  struct group {
    std::size_t open, close;
    std::string left, op, right;            // one binary operator at depth 0: left op right
    std::string condition, then, otherwise; // or a ternary: condition ? then : otherwise
  };

  /// Every group whose content is one binary operation or one ternary at depth 0 (string and
  /// char literals skipped).
  static std::vector<group> groups(const std::string &text) {
    static const char *const operators[] = {">>>", ">>", "<<", "<=", ">=", "==", "!=", "&&", "||", "<",
                                            ">",   "+",  "-",  "*",  "/",  "%",  "&",  "|",  "^"};
    std::vector<group> out;
    std::vector<std::size_t> open;
    std::vector<bool> in_literal(text.size(), false);
    for (std::size_t i = 0; i < text.size(); ++i) { // string and char literals, escapes in them
      if (text[i] != '"' && text[i] != '\'') continue;
      const char quote = text[i];
      std::size_t j = i + 1;
      while (j < text.size() && text[j] != quote && text[j] != '\n')
        j += text[j] == '\\' ? 2 : 1;
      for (std::size_t k = i; k <= j && k < text.size(); ++k)
        in_literal[k] = true;
      i = j;
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (in_literal[i]) continue;
      if (text[i] == '(') open.push_back(i);
      if (text[i] != ')' || open.empty()) continue;
      const std::size_t o = open.back();
      open.pop_back();
      // the content's depth-0 spaces: where an operator, `?` or `:` may stand
      std::vector<std::size_t> ops, questions, colons;
      std::vector<std::string> names;
      bool other = false; // a `,` or `;` at depth 0: arguments or a for header
      int depth = 0;
      for (std::size_t k = o + 1; k < i; ++k) {
        if (in_literal[k]) continue;
        const char c = text[k];
        if (c == '(' || c == '[') ++depth;
        if (c == ')' || c == ']') --depth;
        if (depth != 0) continue;
        if (c == ',' || c == ';' || c == '{' || (c == '=' && k + 1 < i && text[k + 1] == ' ' && text[k - 1] == ' '))
          other = true;
        if (c != ' ' || k + 2 >= i) continue;
        if (text.compare(k, 3, " ? ") == 0)
          questions.push_back(k);
        else if (text.compare(k, 3, " : ") == 0)
          colons.push_back(k);
        else
          for (const char *op : operators) {
            const std::size_t n = std::char_traits<char>::length(op);
            if (k + n + 1 < i && text.compare(k + 1, n, op) == 0 && text[k + n + 1] == ' ') {
              ops.push_back(k);
              names.push_back(op);
              break;
            }
          }
      }
      if (other) continue;
      group g{o, i, {}, {}, {}, {}, {}, {}};
      if (ops.size() == 1 && questions.empty() && colons.empty() && ops[0] > o + 1) {
        g.left = text.substr(o + 1, ops[0] - o - 1);
        g.op = names[0];
        g.right = text.substr(ops[0] + names[0].size() + 2, i - ops[0] - names[0].size() - 2);
        out.push_back(std::move(g));
      } else if (questions.size() == 1 && colons.size() == 1 && ops.empty() && questions[0] < colons[0]) {
        g.condition = text.substr(o + 1, questions[0] - o - 1);
        g.then = text.substr(questions[0] + 3, colons[0] - questions[0] - 3);
        g.otherwise = text.substr(colons[0] + 3, i - colons[0] - 3);
        out.push_back(std::move(g));
      }
    }
    return out;
  }

  using group_rewrite = std::optional<std::string> (java_pair_maker::*)(const group &);

  /// One of the groups `rewrite` applies to, rewritten.
  result on_group(const std::string &text, group_rewrite rewrite) {
    auto all = groups(text);
    for (std::size_t n = all.size(); n > 0; --n) { // from a random one on
      std::swap(all[below(n)], all[n - 1]);
      const group &g = all[n - 1];
      if (auto replacement = (this->*rewrite)(g)) {
        const std::string before = text.substr(g.open, g.close - g.open + 1);
        return std::pair{text.substr(0, g.open) + *replacement + text.substr(g.close + 1),
                         name_of(rewrite) + ": " + before + " -> " + *replacement};
      }
    }
    return std::nullopt;
  }

  std::string name_of(group_rewrite r) {
    if (r == &java_pair_maker::swap_operands) return "swap-operands";
    if (r == &java_pair_maker::mirror_comparison) return "mirror-comparison";
    if (r == &java_pair_maker::negated_comparison) return "negated-comparison";
    if (r == &java_pair_maker::subtraction_as_addition) return "subtraction-as-addition";
    if (r == &java_pair_maker::swap_branches) return "swap-branches";
    return "change-operator";
  }

  std::optional<std::string> swap_operands(const group &g) {
    static const char *const commutative[] = {"+", "*", "&", "|", "^", "==", "!=", "&&", "||"};
    if (g.op.empty() || std::find(std::begin(commutative), std::end(commutative), g.op) == std::end(commutative))
      return std::nullopt;
    return "(" + g.right + " " + g.op + " " + g.left + ")";
  }

  std::optional<std::string> mirror_comparison(const group &g) {
    static const char *const from[] = {"<", "<=", ">", ">="}, *const to[] = {">", ">=", "<", "<="};
    for (std::size_t k = 0; k < 4; ++k)
      if (g.op == from[k]) return "(" + g.right + " " + to[k] + " " + g.left + ")";
    return std::nullopt;
  }

  /// `a < b` as `!(a >= b)`: the same for integers, not for NaN.
  std::optional<std::string> negated_comparison(const group &g) {
    static const char *const from[] = {"<", "<=", ">", ">=", "==", "!="}, *const to[] = {
                                                                              ">=", ">", "<=", "<", "!=", "=="};
    for (std::size_t k = 0; k < 6; ++k)
      if (g.op == from[k]) return "(!(" + g.left + " " + to[k] + " " + g.right + "))";
    return std::nullopt;
  }

  std::optional<std::string> subtraction_as_addition(const group &g) {
    if (g.op != "-") return std::nullopt;
    return "(" + g.left + " + (- " + g.right + "))";
  }

  std::optional<std::string> swap_branches(const group &g) {
    if (g.condition.empty()) return std::nullopt;
    return "(!(" + g.condition + ") ? " + g.otherwise + " : " + g.then + ")";
  }

  std::optional<std::string> change_operator(const group &g) {
    // `(x & 7)`, a loop's bound, would be `(x | 7)`: up to 2^31 iterations, no longer a quick program
    if (g.op == "&" && std::regex_match(g.right, std::regex(R"(\d+L?)"))) return std::nullopt;
    static const char *const from[] = {
        "+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||", "&", "|", "^", "<<", ">>", ">>>"};
    static const char *const to[] = {
        "-", "+", "+", "%", "/", "<=", "<", ">=", ">", "!=", "==", "||", "&&", "|", "&", "|", ">>", ">>>", ">>"};
    for (std::size_t k = 0; k < std::size(from); ++k)
      if (g.op == from[k]) return "(" + g.left + " " + to[k] + " " + g.right + ")";
    return std::nullopt;
  }

  // ---- lines ------------------------------------------------------------------------------------

  static std::vector<std::string> lines_of(const std::string &text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);)
      lines.push_back(l);
    return lines;
  }
  static std::string text_of(const std::vector<std::string> &lines) {
    std::string s;
    for (const auto &l : lines)
      s += l + "\n";
    return s;
  }
  static std::size_t indent_of(const std::string &line) { return line.find_first_not_of(' '); }
  static std::string trimmed(const std::string &line) {
    const auto b = line.find_first_not_of(' ');
    return b == std::string::npos ? std::string() : line.substr(b);
  }
  static bool is_declaration(const std::string &line) {
    static const std::regex declaration(R"(^\s*(final\s+)?[A-Za-z_][\w.]*(\[\])*\s+[A-Za-z_]\w*\s*(=.*)?;\s*$)");
    return std::regex_match(line, declaration) && trimmed(line).rfind("return ", 0) != 0 &&
           trimmed(line).rfind("throw ", 0) != 0;
  }
  /// The target of a plain or compound assignment statement `x op= e;`, else "".
  static std::string assigned(const std::string &line) {
    static const std::regex assignment(R"(^\s*([A-Za-z_]\w*) (=|\+=|-=|\*=|/=|%=|&=|\|=|\^=|<<=|>>=|>>>=) .*;$)");
    std::smatch m;
    return std::regex_match(line, m, assignment) ? m[1].str() : std::string();
  }
  static bool mentions(const std::string &line, const std::string &name) {
    return std::regex_search(line, std::regex("\\b" + name + "\\b"));
  }
  /// The line that closes the block opened at line k (at the end of line k).
  static std::size_t block_end(const std::vector<std::string> &lines, std::size_t k) {
    for (std::size_t j = k + 1; j < lines.size(); ++j)
      if (indent_of(lines[j]) == indent_of(lines[k]) && trimmed(lines[j]).rfind("}", 0) == 0) return j;
    return lines.size();
  }

  result rename_locals(const std::string &text) {
    static const std::regex local(R"(\b([vig])(\d+)\b)");
    const std::string renamed = std::regex_replace(text, local, "$1x$2");
    if (renamed == text) return std::nullopt;
    return std::pair{renamed, std::string("rename-locals: v1 -> vx1, ...")};
  }

  /// `return e;` at the end of `snippet` as `return result0(...)` of a helper that returns e, its
  /// parameters the method's and the locals declared in the method's outermost block.
  result extract_result(const std::string &text) {
    auto lines = lines_of(text);
    static const std::regex header(R"(^(\s*)(public |private )?static (\S+) snippet\((.*)\) \{$)");
    std::smatch m;
    std::size_t h = 0;
    while (h < lines.size() && !std::regex_match(lines[h], m, header))
      ++h;
    if (h == lines.size()) return std::nullopt;
    const std::string type = m[3].str(), params = m[4].str();
    const std::size_t end = block_end(lines, h), body = indent_of(lines[h]) + 2;
    if (end >= lines.size() || end < 2 || indent_of(lines[end - 1]) != body ||
        trimmed(lines[end - 1]).rfind("return ", 0) != 0)
      return std::nullopt;
    std::vector<std::pair<std::string, std::string>> passed; // type, name
    static const std::regex param(R"(\s*(\S+) (\w+))");
    std::stringstream ps(params);
    for (std::string item; std::getline(ps, item, ',');)
      if (std::smatch pm; std::regex_match(item, pm, param)) passed.emplace_back(pm[1].str(), pm[2].str());
    static const std::regex local(R"(^\s*(\S+) (\w+) = .*;$)");
    for (std::size_t k = h + 1; k + 1 < end; ++k)
      if (std::smatch lm;
          indent_of(lines[k]) == body && is_declaration(lines[k]) && std::regex_match(lines[k], lm, local))
        passed.emplace_back(lm[1].str(), lm[2].str());
    const std::string expression = trimmed(lines[end - 1]).substr(7, trimmed(lines[end - 1]).size() - 8);
    std::string declared, arguments;
    for (const auto &[t, n] : passed) {
      declared += (declared.empty() ? "" : ", ") + t + " " + n;
      arguments += (arguments.empty() ? "" : ", ") + n;
    }
    const std::string pad(body, ' ');
    lines[end - 1] = pad + "return result0(" + arguments + ");";
    std::vector<std::string> helper{pad.substr(2) + "private static " + type + " result0(" + declared + ") {",
                                    pad + "return " + expression + ";", pad.substr(2) + "}"};
    lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(end) + 1, helper.begin(), helper.end());
    return std::pair{text_of(lines), "extract-result: " + expression};
  }

  /// Two adjacent assignments at one level, neither naming the other's target, swapped.
  result reorder_assignments(const std::string &text) {
    auto lines = lines_of(text);
    std::vector<std::size_t> candidates;
    for (std::size_t k = 0; k + 1 < lines.size(); ++k) {
      const std::string a = assigned(lines[k]), b = assigned(lines[k + 1]);
      if (!a.empty() && !b.empty() && a != b && indent_of(lines[k]) == indent_of(lines[k + 1]) &&
          !mentions(lines[k], b) && !mentions(lines[k + 1], a))
        candidates.push_back(k);
    }
    if (candidates.empty()) return std::nullopt;
    const std::size_t k = candidates[below(candidates.size())];
    std::swap(lines[k], lines[k + 1]);
    return std::pair{text_of(lines), "reorder-assignments: " + trimmed(lines[k + 1]) + " / " + trimmed(lines[k])};
  }

  /// `for (int i = 0; i < n; i++) { body }` as `{ int i = 0; while (i < n) { body i++; } }`,
  /// where the body has no `continue` (which would skip the increment).
  result for_as_while(const std::string &text) {
    auto lines = lines_of(text);
    static const std::regex loop(R"(^(\s*)for \(int (\w+) = (.*); (.*); (\w+)\+\+\) \{$)");
    std::vector<std::size_t> candidates;
    for (std::size_t k = 0; k < lines.size(); ++k)
      if (std::smatch m; std::regex_match(lines[k], m, loop) && m[2] == m[5]) {
        const std::size_t end = block_end(lines, k);
        bool continues = false;
        for (std::size_t j = k + 1; j < end && j < lines.size(); ++j)
          continues = continues || lines[j].find("continue;") != std::string::npos;
        if (end < lines.size() && !continues) candidates.push_back(k);
      }
    if (candidates.empty()) return std::nullopt;
    const std::size_t k = candidates[below(candidates.size())], end = block_end(lines, k);
    std::smatch m;
    std::regex_match(lines[k], m, loop);
    const std::string pad = m[1].str(), counter = m[2].str();
    const std::string header = lines[k];
    lines[end] = pad + "  " + counter + "++;\n" + pad + "}\n" + pad + "}";
    lines[k] = pad + "{\n" + pad + "int " + counter + " = " + m[3].str() + ";\n" + pad + "while (" + m[4].str() + ") {";
    return std::pair{text_of(lines), "for-as-while: " + trimmed(header)};
  }

  /// A decimal integer constant moved by one (not a part of a name, a double or a hexadecimal one,
  /// and not one whose neighbour might not compile).
  result change_constant(const std::string &text) {
    static const std::regex constant(R"(([^\w.]|^)(\d{1,6})(L?)(?![\w.]))");
    std::vector<std::pair<std::size_t, std::size_t>> found; // offset, length of the digits
    for (auto it = std::sregex_iterator(text.begin(), text.end(), constant); it != std::sregex_iterator(); ++it)
      found.emplace_back(static_cast<std::size_t>(it->position(2)), static_cast<std::size_t>(it->length(2)));
    if (found.empty()) return std::nullopt;
    const auto [at, n] = found[below(found.size())];
    const long value = std::stol(text.substr(at, n));
    const long changed = value == 0 || below(2) == 0 ? value + 1 : value - 1;
    const std::string replaced = text.substr(0, at) + std::to_string(changed) + text.substr(at + n);
    return std::pair{replaced, "change-constant: " + std::to_string(value) + " -> " + std::to_string(changed) +
                                   " at offset " + std::to_string(at)};
  }

  /// A statement deleted: a simple one that declares nothing and is not a method's last.
  result delete_statement(const std::string &text) {
    auto lines = lines_of(text);
    std::vector<std::size_t> candidates;
    for (std::size_t k = 0; k + 1 < lines.size(); ++k) {
      const std::string t = trimmed(lines[k]);
      if (t.empty() || t.back() != ';' || is_declaration(lines[k]) || t.rfind("for ", 0) == 0) continue;
      // a method's last statement (the line after closes the method) may be what it must end with
      if (trimmed(lines[k + 1]) == "}" && indent_of(lines[k + 1]) + 2 == indent_of(lines[k]) &&
          indent_of(lines[k + 1]) <= 2)
        continue;
      candidates.push_back(k);
    }
    if (candidates.empty()) return std::nullopt;
    const std::size_t k = candidates[below(candidates.size())];
    const std::string removed = trimmed(lines[k]);
    lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(k));
    return std::pair{text_of(lines), "delete-statement: " + removed};
  }
};

} // namespace symdelta::testing
