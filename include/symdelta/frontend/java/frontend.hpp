#pragma once
// The Java frontend: Java source text -> typed IR of its (single) class.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/core/source_file.hpp"
#include "symdelta/frontend/entry_method.hpp"
#include "symdelta/frontend/frontend.hpp"
#include "symdelta/frontend/java/library.hpp"
#include "symdelta/frontend/java/lowering.hpp"
#include "symdelta/frontend/java/syntax.hpp"
#include "symdelta/frontend/java/unicode_escapes.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta::java {

struct frontend {
  static constexpr std::string_view language = "java";

  /// The method compared when none is named: the examples and the benchmarks
  /// put the code under comparison in a method of this name.
  static constexpr std::string_view default_entry = "snippet";

  /// Parses and lowers one Java class. `file` is used in diagnostics only. Java source is UTF-8:
  /// a byte that is not is refused at its position, as javac does ("unmappable character").
  static result<ir::program> parse(std::string source, std::string file = {}) {
    if (const auto bad = first_invalid_utf8(source))
      return diagnostic{diagnostic::kind::syntax, std::move(file), bad->pos,
                        fmt::format("unmappable character (0x{:02X}) for encoding UTF-8", bad->byte)};
    // (javac reads the escapes of code and comments as the characters they stand for)
    std::optional<syntax_tree> tree(std::in_place, detail::translate_unicode_escapes(std::move(source)));
    if (diagnostic d = tree->first_error(file); !d.message.empty()) return d;
    // the library methods it may call, as a class after its own (javac's errors are the file's)
    if (std::string library = detail::library_source(tree->source()); !library.empty()) {
      library.insert(0, tree->source());
      tree.emplace(std::move(library));
      if (diagnostic d = tree->first_error(file); !d.message.empty())
        return diagnostic{diagnostic::kind::internal, file, d.pos, "the library's code: " + d.message};
    }
    try {
      return detail::lowering(*tree, std::move(file)).lower_classes();
    } catch (const diagnostic_error &e) {
      return e.diag;
    }
  }

  /// Reads (at most max_source_bytes, see read_source_file) and parses one Java file.
  static result<ir::program> parse_file(const std::filesystem::path &path) {
    auto text = read_source_file(path);
    if (!text) return text.error();
    return parse(std::move(*text), path.string());
  }

  /// `name` if given (when overloaded, the version taking `argc` arguments), else `snippet` if
  /// the class has one, else the first method declared.
  static result<std::uint32_t> entry_method(const ir::program &p, const std::string &name,
                                            std::optional<std::size_t> argc = std::nullopt) {
    return choose_entry_method(p, name, argc, default_entry);
  }

  /// Lowers argument texts written as Java expressions (`3`, `-1.5e3`, `'x'`, `Double.NaN`,
  /// `new int[]{1, 2}`) as initializers of static fields of the given types, so that Java's
  /// assignment conversions apply. The result's fields hold one initializer per argument.
  static result<ir::program> parse_arguments(std::span<const ir::type> types, std::span<const std::string> texts) {
    if (types.size() != texts.size())
      return diagnostic{diagnostic::kind::usage,
                        {},
                        {},
                        fmt::format("the method takes {} argument{}, {} given", types.size(),
                                    types.size() == 1 ? "" : "s", texts.size())};
    std::string src = "class symdelta_arguments {\n";
    for (std::size_t i = 0; i < types.size(); ++i) {
      if (!types[i].is_primitive() &&
          !(types[i].is_array() && types[i].element().dims == 0 && ir::type(types[i].base).is_primitive()) &&
          !types[i].is(ir::prim::string))
        return diagnostic{diagnostic::kind::usage,
                          {},
                          {},
                          fmt::format("argument {}: parameters of type {} cannot be given on the command line", i + 1,
                                      ir::to_string(types[i]))};
      if (texts[i].find('\n') != std::string::npos || texts[i].find(';') != std::string::npos)
        return diagnostic{
            diagnostic::kind::usage, {}, {}, fmt::format("argument {}: '{}' is not a Java literal", i + 1, texts[i])};
      src += fmt::format("static {} a{} =\n{};\n", ir::to_string(types[i]), i, texts[i]);
    }
    src += "}\n";
    auto r = parse(src, "<arguments>");
    if (!r.ok()) { // lines 2k+2 and 2k+3 belong to argument k (0-based)
      diagnostic d = r.error();
      const std::size_t k = d.pos.line >= 2 ? (d.pos.line - 2) / 2 : 0;
      d.what = diagnostic::kind::usage;
      d.message = fmt::format("argument {} ('{}'): {}", k + 1, k < texts.size() ? texts[k] : std::string(), d.message);
      d.file.clear();
      d.pos = {};
      return d;
    }
    return r;
  }
};

static_assert(symdelta::frontend<frontend>);

/// Java expressions written as a list ("3, -1.5, \"a,b\", new int[]{1, 2}") split at the commas
/// that are outside literals and brackets, each item trimmed; "" is no item.
inline std::vector<std::string> split_expression_list(std::string_view text) {
  std::vector<std::string> items(1);
  int depth = 0;
  char quote = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (quote) {
      if (c == '\\' && i + 1 < text.size()) { // the escaped character cannot end the literal
        items.back() += c;
        c = text[++i];
      } else if (c == quote) {
        quote = 0;
      }
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if (c == ')' || c == ']' || c == '}') {
      --depth;
    } else if (c == ',' && depth == 0) {
      items.emplace_back();
      continue;
    }
    items.back() += c;
  }
  for (auto &item : items) {
    const auto first = item.find_first_not_of(" \t\r"), last = item.find_last_not_of(" \t\r");
    item = first == std::string::npos ? std::string() : item.substr(first, last - first + 1);
  }
  if (items.size() == 1 && items[0].empty()) items.clear();
  return items;
}

} // namespace symdelta::java
