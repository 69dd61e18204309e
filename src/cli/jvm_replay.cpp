// --confirm-jvm (cli/jvm_replay.hpp): each version compiled with javac together with the harness
// (tools/symdelta/jvm/Harness.java, embedded at build time) into a temporary folder; one JVM per
// version runs every witness of the check in one batch, and its lines are read and compared.
#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/jvm_replay.hpp"

#include "cli/harness_source.hpp"
#include "symdelta/engine/execution/interpreter.hpp"
#include "symdelta/engine/versions/entry.hpp"
#include "symdelta/engine/versions/versions.hpp"
#include "symdelta/engine/witness/observation.hpp"
#include "symdelta/engine/witness/prepass.hpp"
#include "symdelta/engine/witness/witness.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/model/records.hpp"

namespace symdelta::cli::jvm {

namespace fs = std::filesystem;

// ---- the harness's encodings (tests/jvm/README.md) ---------------------------------------------

std::string encode_scalar(const ir::scalar &s, bool canonical_nan) {
  using ir::prim;
  switch (s.ty.base) {
  case prim::boolean: return s.i ? "1" : "0";
  case prim::float_: {
    const float f = s.f;
    const auto bits = canonical_nan && f != f ? 0x7fc00000u : std::bit_cast<std::uint32_t>(f);
    return fmt::format("{:08x}", bits);
  }
  case prim::double_: {
    const double d = s.d;
    const auto bits = canonical_nan && d != d ? 0x7ff8000000000000ull : std::bit_cast<std::uint64_t>(d);
    return fmt::format("{:016x}", bits);
  }
  default: return fmt::format("{}", s.i);
  }
}

/// A text as the harness quotes it: a Java string literal of ASCII characters.
std::string quote(const std::string &utf8) { return engine::java_quoted(utf8, true); }

/// An argument as the harness decodes it: a primitive, a String (quoted, or null), or an array
/// of a primitive type (`n:e1,...`, or null).
std::string encode_arg(const engine::value &v) {
  if (v.s.ty.is(ir::prim::string)) return engine::java_literal(v); // as quote() writes it, or null
  if (!v.s.ty.is_array()) return encode_scalar(v.s, false);
  const auto *a = v.array();
  if (!a) return "null";
  std::string s = fmt::format("{}:", a->items.size());
  for (std::size_t i = 0; i < a->items.size(); ++i)
    s += (i ? "," : "") + encode_scalar(a->items[i].s, false);
  return s;
}

/// The instance fields of an object of class `cls` (inherited ones too) by name, with their
/// indices, in the order the harness writes them.
std::vector<std::pair<std::string, std::size_t>> instance_fields_by_name(const ir::program &p, std::uint32_t cls) {
  std::vector<std::pair<std::string, std::size_t>> out;
  for (std::uint32_t i = 0; i < p.fields.size(); ++i)
    if (p.has_field(cls, i)) out.emplace_back(p.fields[i].name, i);
  std::sort(out.begin(), out.end());
  return out;
}

// The harness runs the classes under the names their files declare (class_decl::jvm_name); a
// version whose classes were matched with the other's under other names (diff/correspondence.hpp)
// is compared under its counterparts' names. A line for the harness, and our runs encoded as it
// encodes the JVM's, use the declared names; the new version's results are read back into the
// names it is compared under (compared_label, compared_java_name) before the versions are compared.

/// A class's binary name as the harness loads it (`pkg.Outer$Inner`).
std::string binary_class_name(const ir::program &p, std::uint32_t c) {
  if (c < p.classes.size() && !p.classes[c].jvm_name.empty()) return p.classes[c].jvm_name;
  return p.package.empty() ? p.class_name : p.package + "." + p.class_name;
}

/// A class's name as the harness writes it: without the package, '.' for '$' (`Outer.Inner`).
std::string harness_label(const ir::program &p, std::uint32_t c) {
  std::string name = binary_class_name(p, c);
  name.erase(0, name.rfind('.') + 1); // (a binary name has no '.')
  std::replace(name.begin(), name.end(), '$', '.');
  return name;
}

/// A class the harness named (`label`) as version p is compared: its counterpart's label.
std::string compared_label(const ir::program &p, const std::string &label) {
  for (std::uint32_t c = 0; c < p.classes.size(); ++c)
    if (harness_label(p, c) == label) return p.class_label(c);
  return label;
}

/// A class the JVM named (Class.getName()) as version p is compared: its counterpart's name.
std::string compared_java_name(const ir::program &p, const std::string &name) {
  for (std::uint32_t c = 0; c < p.classes.size(); ++c)
    if (binary_class_name(p, c) == name) return p.java_class_name(c);
  return name;
}

/// The static fields of the file's classes, as the harness writes them: the main class's by
/// name, then each other class's (`Other.x`) in the order of program::classes.
std::vector<std::pair<std::string, std::size_t>> statics_by_name(const ir::program &p) {
  std::vector<std::pair<std::string, std::size_t>> out;
  const auto classes = std::max<std::size_t>(p.classes.size(), 1);
  for (std::uint32_t c = 0; c < classes; ++c) {
    const auto first = out.size();
    for (std::uint32_t i = 0; i < p.fields.size(); ++i)
      if (p.fields[i].is_static && p.fields[i].owner == c)
        out.emplace_back(c == 0 ? p.fields[i].name : harness_label(p, c) + "." + p.fields[i].name, i);
    std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end());
  }
  return out;
}

/// The first field of a harness line calling a method of `p`: its main class's binary name, then
/// the file's other classes, whose static fields the harness observes too.
std::string harness_classes(const ir::program &p) {
  std::string classes = binary_class_name(p, 0);
  for (std::uint32_t c = 1; c < p.classes.size(); ++c)
    if (!p.classes[c].is_library) classes += ";" + binary_class_name(p, c); // the JVM has the real library
  return classes;
}

/// Arrays and objects by the order in which a harness line first encodes them (Harness.encode).
using encoded_identities = std::map<const void *, std::size_t>;

/// A value as the harness encodes it: a primitive as a return value, null, a quoted String, an
/// array's elements in brackets, an object's instance fields in braces sorted by name, after its
/// class's name unless it is the main class; an array or object encoded before in the line is `@k`.
std::string encode_value(const engine::value &v, const ir::program &p, encoded_identities &ids,
                         const std::map<const void *, std::size_t> &inputs = {}) {
  if (v.s.ty.is_primitive()) return encode_scalar(v.s, true);
  if (const std::string *s = v.string()) return quote(*s);
  if (v.is_null()) return "null";
  if (const auto seen = ids.find(v.heap_address()); seen != ids.end()) return fmt::format("@{}", seen->second);
  ids.emplace(v.heap_address(), ids.size());
  const auto input = inputs.find(v.heap_address()); // an array or object the caller passed: #k:
  const std::string mark = input == inputs.end() ? "" : fmt::format("#{}:", input->second);
  if (const auto *a = v.array()) {
    std::string s = mark + "[";
    for (std::size_t i = 0; i < a->items.size(); ++i)
      s += (i ? "," : "") + encode_value(a->items[i], p, ids, inputs);
    return s + "]";
  }
  const std::uint32_t cls = v.s.ty.cls;
  std::string s;
  for (const auto &[name, i] : instance_fields_by_name(p, cls))
    s += fmt::format("{}{}={}", s.empty() ? "" : ",", name, encode_value(v.object()->fields[i], p, ids, inputs));
  return mark + (cls == 0 ? "" : harness_label(p, cls)) + "{" + s + "}";
}

/// A result line of the harness for version p, with the classes it names (an exception's, an
/// object's, a static field's owner) named as p is compared (see compared_label above).
std::string as_compared(const std::string &line, const ir::program &p) {
  std::string out;
  const auto identifier = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$'; };
  std::size_t i = 0;
  if (line.starts_with("T ")) { // the exception's class
    const std::size_t end = std::min(line.find('\t'), line.size());
    out = "T " + compared_java_name(p, line.substr(2, end - 2));
    i = end;
  }
  while (i < line.size()) {
    const char c = line[i];
    if (c == '"') { // a text, copied as it is
      const std::size_t start = i++;
      while (i < line.size() && line[i] != '"')
        i += line[i] == '\\' ? 2 : 1;
      out.append(line, start, ++i - start);
    } else if (c == '\t' && line.compare(i, 8, "\tstatic.") == 0) { // static.<Class>.<field>=
      const std::size_t start = i + 8, eq = line.find('=', start), dot = line.rfind('.', eq);
      out += "\tstatic.";
      if (dot != std::string::npos && dot > start) out += compared_label(p, line.substr(start, dot - start)) + ".";
      const std::size_t name = dot != std::string::npos && dot > start ? dot + 1 : start;
      out.append(line, name, eq - name);
      i = eq;
    } else if (identifier(c) && !std::isdigit(static_cast<unsigned char>(c))) { // an object's class: Label{
      std::size_t end = i;
      while (end < line.size() && (identifier(line[end]) || line[end] == '.'))
        ++end;
      const std::string word = line.substr(i, end - i);
      out += end < line.size() && line[end] == '{' ? compared_label(p, word) : word;
      i = end;
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

/// The harness line our interpreter's run stands for (the differential test compares the two).
/// The message of an exception the JVM raised is left out: we do not model the JVM's texts.
std::string encode_outcome(const engine::outcome &o, const ir::program &p) {
  encoded_identities ids; // in the harness's order: the ending, arguments, receiver, statics
  std::string line;
  if (o.what == engine::outcome::kind::threw) {
    const std::uint32_t c = p.class_named(o.exception); // (by the name it is compared under)
    line = "T " + (c == ir::no_class ? o.exception : binary_class_name(p, c));
    if (o.message) line += "\tmessage=" + encode_value(*o.message, p, ids, o.input_objects);
  } else {
    line = o.result.s.ty.is_void() ? "R V" : "R " + encode_value(o.result, p, ids, o.input_objects);
  }
  for (const auto stream : {ir::stream::out, ir::stream::err})
    line += fmt::format("\t{}={}", stream == ir::stream::out ? "out" : "err", quote(engine::printed(o, stream).text));
  for (std::size_t i = 0; i < o.arguments.size(); ++i)
    if (o.arguments[i].s.ty.is_reference())
      line += fmt::format("\targ{}={}", i, encode_value(o.arguments[i], p, ids, o.input_objects));
  if (o.receiver.object()) line += "\tthis=" + encode_value(o.receiver, p, ids, o.input_objects);
  for (const auto &[name, i] : statics_by_name(p))
    if (i < o.statics.size())
      line += fmt::format("\tstatic.{}={}", name, encode_value(o.statics[i], p, ids, o.input_objects));
  return line;
}

/// A parameter's type in a harness descriptor: the JVM's, `L<binary name>;` for a class
/// (`[LV$Node;` for an array of them).
std::string harness_descriptor(const ir::program &p, ir::type t) {
  if (t.base != ir::prim::object) return ir::descriptor(t);
  return std::string(t.dims, '[') + "L" + binary_class_name(p, t.cls) + ";";
}

/// The harness line that calls `fn` of version v (`p`) on `inputs` (engine/versions/entry.hpp's, the
/// parameters first): an instance method on a fresh receiver (`name#new`) or on one whose
/// fields the line sets (`name#this`, then `this.<field>=<value>` after the arguments). Objects
/// passed as inputs are `#k`, allocated by `#k=<class>` and filled by `#k.<field>=<value>`.
/// Nullopt when the harness cannot build that receiver (a final field holding an object).
std::optional<std::string> harness_call(const ir::program &p, std::uint32_t fn, const engine::entry_plan &plan, int v,
                                        const std::vector<engine::value> &inputs) {
  const ir::function &f = p.functions[fn];
  std::string descriptor;
  for (const auto t : f.param_types())
    descriptor += harness_descriptor(p, t);
  const char *suffix = !plan.instance ? "" : plan.receiver == receiver_mode::fresh ? "#new" : "#this";
  std::string line =
      fmt::format("{}\t{}{}\t{}", harness_classes(p), f.name, suffix, descriptor); // <init>: a constructor
  const engine::concrete_entry entry = engine::build_entry(plan, v, p, inputs);
  std::set<const void *> met; // the input objects encoded, each #<its input's index>
  std::string heap;           // their settings
  // where Strings are compared with ==, which objects they are: ^"interned", ~k"one object"
  const bool string_objects = std::any_of(plan.inputs.begin(), plan.inputs.end(), [](const engine::entry_input &in) {
    return in.identity_of != engine::no_input;
  });
  auto encode = [&](auto &self, const engine::value &x) -> std::string {
    if (x.string() && string_objects)
      return (x.identity == engine::string_identity::interned ? std::string("^") : fmt::format("~{}", x.identity)) +
             encode_arg(x);
    const engine::heap_object *obj = x.object();
    if (const auto *arr = x.array(); arr && entry.input_arrays.count(arr)) { // an input array, maybe passed twice
      const std::string name = fmt::format("#{}", entry.input_arrays.at(arr));
      if (!met.insert(arr).second) return name;
      std::string body = encode_arg(x); // (of references: its length, and its elements #j or null)
      if (!x.s.ty.element().is_primitive()) {
        body = fmt::format("{}:", arr->items.size());
        for (std::size_t i = 0; i < arr->items.size(); ++i) { // (a String's commas escaped: they separate)
          body += i ? "," : "";
          for (const char c : self(self, arr->items[i]))
            body += c == ',' ? std::string("\\u002c") : std::string(1, c);
        }
      }
      heap += fmt::format("\t{}={}={}", name, harness_descriptor(p, x.s.ty), body);
      return name;
    }
    if (!obj) return x.is_null() ? "null" : encode_arg(x);
    const std::string name = fmt::format("#{}", entry.input_objects.at(obj));
    if (!met.insert(obj).second) return name;
    if (entry.receiver && obj == entry.receiver->object()) { // the receiver itself
      heap += fmt::format("\t{}=this", name);
      return name;
    }
    heap += fmt::format("\t{}={}", name, binary_class_name(p, x.s.ty.cls));
    for (std::uint32_t i = 0; i < p.fields.size(); ++i)
      if (p.has_field(x.s.ty.cls, i) && !p.fields[i].fixed_by_initialiser())
        heap += fmt::format("\t{}.{}={}", name, p.fields[i].name, self(self, obj->fields[i]));
    return name;
  };
  if (entry.receiver) { // the receiver is an input object (#k:) whether or not another is it
    met.insert(entry.receiver->object());
    heap += fmt::format("\t#{}=this", plan.receiver_input);
  }
  for (const auto &a : entry.args)
    line += "\t" + encode(encode, a);
  if (plan.instance && plan.receiver == receiver_mode::symbolic) {
    const auto receiver = engine::interpreter(p).initial_receiver(*entry.receiver_fields);
    if (!receiver) return std::nullopt;
    for (std::uint32_t i = 0; i < p.fields.size(); ++i) {
      if (!p.has_field(0, i)) continue;
      const engine::value &x = receiver->object()->fields[i];
      if (x.object() && entry.input_objects.count(x.object()) == 0) return std::nullopt; // an initialiser's
      line += fmt::format("\tthis.{}={}", p.fields[i].name, encode(encode, x));
    }
  }
  return line + heap;
}

/// The floating-point value of an encoded float or double ("3ff0000000000000").
double floating_value(const std::string &v, ir::type t) {
  if (t.is(ir::prim::double_)) return std::bit_cast<double>(std::stoull(v, nullptr, 16));
  return std::bit_cast<float>(static_cast<std::uint32_t>(std::stoul(v, nullptr, 16)));
}

/// An encoded value of type t as a report shows it ("3", "1.5", "true", a quoted text).
std::string value_text(const std::string &v, ir::type t) {
  if (t.is_floating() && (v.size() == 8 || v.size() == 16)) {
    const double d = floating_value(v, t);
    return t.is(ir::prim::float_) ? engine::java_to_string(static_cast<float>(d)) : engine::java_to_string(d);
  }
  if (t.is_boolean()) return v == "1" ? "true" : "false";
  return v;
}

/// Where each field of a harness line goes in a report, and of what type it is.
struct field_meaning {
  std::string component;
  ir::type ty;
};

field_meaning meaning(const std::string &field, const ir::program &p, const ir::function &f) {
  if (field == "message") return {std::string(engine::component::message), ir::string_type};
  if (field.starts_with("arg")) {
    const std::size_t k = std::stoul(field.substr(3));
    if (k < f.param_count) return {engine::component::argument(f.locals[k].name), f.locals[k].ty};
  }
  if (field == "this") return {std::string(engine::component::receiver), ir::object_type};
  if (field == "out") return {engine::component::stream(ir::stream::out), ir::string_type};
  if (field == "err") return {engine::component::stream(ir::stream::err), ir::string_type};
  const std::string name = field.starts_with("static.") ? field.substr(7) : field;
  for (std::uint32_t i = 0; i < p.fields.size(); ++i)
    if (p.fields[i].is_static && p.field_label(i) == name)
      return {engine::component::static_field(name), p.fields[i].ty};
  return {engine::component::static_field(name), ir::string_type};
}

// ---- running javac and java --------------------------------------------------------------------

std::string shell_quote(const std::string &s) {
  std::string q = "'";
  for (char c : s)
    q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

/// Both versions compiled, ready to replay inputs.
class replayer {
public:
  replayer(const fs::path &old_file, const ir::program &old_p, const fs::path &new_file, const ir::program &new_p)
      : prog_{&old_p, &new_p} {
    char tmpl[] = "/tmp/symdelta-jvm-XXXXXX";
    if (!::mkdtemp(tmpl)) {
      error_ = "cannot create a temporary folder";
      return;
    }
    work_ = tmpl;
    if (std::system("command -v javac >/dev/null 2>&1 && command -v java >/dev/null 2>&1") != 0) {
      error_ = "javac or java is not on the PATH";
      return;
    }
    const fs::path files[2] = {old_file, new_file};
    for (int v = 0; v < 2 && error_.empty(); ++v)
      compile(v, files[v]);
  }
  ~replayer() {
    std::error_code ec;
    if (!work_.empty()) fs::remove_all(work_, ec);
  }
  replayer(const replayer &) = delete;
  replayer &operator=(const replayer &) = delete;

  /// Why the JVM cannot replay ("" when it can).
  [[nodiscard]] const std::string &error() const { return error_; }

  /// Runs harness calls (harness_call's lines) on version v; one result line each.
  std::vector<std::string> run(int v, const std::vector<std::string> &calls) {
    const fs::path dir = work_ / fmt::format("v{}", v);
    {
      std::ofstream in(dir / "input.tsv");
      for (const auto &line : calls)
        in << line << '\n';
    }
    const std::string cmd = fmt::format(
        "timeout 120 java {}{} -cp {} Harness {} {} 2> {}", harness_jvm_options, prog_[v]->assertions ? " -ea" : "",
        shell_quote((dir / "classes").string()), shell_quote((dir / "input.tsv").string()),
        shell_quote((dir / "output.tsv").string()), shell_quote((dir / "java.err").string()));
    std::vector<std::string> out;
    if (std::system(cmd.c_str()) != 0) {
      error_ = "java failed: " + first_line(dir / "java.err");
      return out;
    }
    std::ifstream in(dir / "output.tsv");
    for (std::string line; std::getline(in, line);)
      out.push_back(line);
    if (out.size() != calls.size()) error_ = "the harness's output is incomplete";
    return out;
  }

private:
  const ir::program *prog_[2];
  fs::path work_;
  std::string error_;

  static std::string first_line(const fs::path &file) {
    std::ifstream in(file);
    std::string line;
    std::getline(in, line);
    return line;
  }

  void compile(int v, const fs::path &source) {
    // javac wants a public class in a file of its name: copy the source under the class's name
    const fs::path dir = work_ / fmt::format("v{}", v);
    std::error_code ec;
    fs::create_directories(dir / "src", ec);
    fs::create_directories(dir / "classes", ec);
    const std::string file = prog_[v]->source_class + ".java";
    fs::copy_file(source, dir / "src" / file, fs::copy_options::overwrite_existing, ec);
    std::ofstream(dir / "src" / "Harness.java") << harness_java;
    if (ec) {
      error_ = fmt::format("cannot copy {}: {}", source.string(), ec.message());
      return;
    }
    const std::string cmd =
        fmt::format("javac --release 17 -nowarn -d {} {} {} > {} 2>&1", shell_quote((dir / "classes").string()),
                    shell_quote((dir / "src" / file).string()), shell_quote((dir / "src" / "Harness.java").string()),
                    shell_quote((dir / "javac.err").string()));
    if (std::system(cmd.c_str()) != 0)
      error_ = fmt::format("javac rejects {}: {}", source.string(), first_line(dir / "javac.err"));
  }
};

/// Do two encoded values of type t differ? Floating-point values within the relative tolerance
/// agree; with none, they differ as Double.equals says (other bits, and a NaN is every NaN), so
/// -0.0 is not 0.0. An infinity is only itself.
bool values_differ(const std::string &a, const std::string &b, ir::type t, double tolerance) {
  if (a == b) return false;
  if (!t.is_floating() || a.size() != b.size() || (a.size() != 8 && a.size() != 16)) return true;
  const double x = floating_value(a, t), y = floating_value(b, t);
  if (std::isnan(x) || std::isnan(y)) return !(std::isnan(x) && std::isnan(y));
  if (tolerance == 0 || std::isinf(x) || std::isinf(y)) return true;
  return std::fabs(x - y) > tolerance * std::max(std::fabs(x), std::fabs(y));
}

/// The mark `#k:` of an encoded array or object that is input k (one the caller passed), or "".
std::string input_marker(const std::string &v) {
  if (!v.starts_with('#')) return {};
  const auto colon = v.find(':');
  return colon == std::string::npos ? std::string{} : v.substr(0, colon + 1);
}

/// The top-level parts of an encoded array's or object's body between `open` and `close`
/// ("[1,2,[3]]", '["a,b",null]', "{n=1,next={n=2,next=null}}"), or nullopt for another value.
std::optional<std::vector<std::string>> encoded_parts(const std::string &v, char open, char close) {
  if (v.size() < 2 || v.front() != open || v.back() != close) return std::nullopt;
  std::vector<std::string> out;
  int depth = 0;
  bool quoted = false;
  std::size_t start = 1;
  for (std::size_t i = 1; i + 1 < v.size(); ++i) {
    const char c = v[i];
    if (quoted) {
      if (c == '\\')
        ++i; // an escaped character
      else if (c == '"')
        quoted = false;
      continue;
    }
    if (c == '"') quoted = true;
    if (c == '[' || c == '{') ++depth;
    if (c == ']' || c == '}') --depth;
    if (c == ',' && depth == 0) {
      out.push_back(v.substr(start, i - start));
      start = i + 1;
    }
  }
  if (v.size() > 2) out.push_back(v.substr(start, v.size() - 1 - start));
  return out;
}

/// The elements of an encoded array, or nullopt for another value.
std::optional<std::vector<std::string>> array_elements(const std::string &v) {
  return encoded_parts(v.substr(input_marker(v).size()), '[', ']');
}

/// The class an encoded object names before its fields ("" for the main class's), or nullopt for
/// another value.
std::optional<std::string> object_class(const std::string &v) {
  const auto brace = v.find('{');
  if (brace == std::string::npos || v.back() != '}') return std::nullopt;
  const std::size_t start = input_marker(v).size();
  for (std::size_t i = start; i < brace; ++i)
    if (!std::isalnum(static_cast<unsigned char>(v[i])) && v[i] != '_' && v[i] != '$' && v[i] != '.')
      return std::nullopt;
  return v.substr(start, brace - start);
}

/// The fields of an encoded object by name, or nullopt for another value.
std::optional<std::map<std::string, std::string>> object_fields(const std::string &v) {
  const auto cls = object_class(v);
  if (!cls) return std::nullopt;
  const auto parts = encoded_parts(v.substr(input_marker(v).size() + cls->size()), '{', '}');
  if (!parts) return std::nullopt;
  std::map<std::string, std::string> out;
  for (const auto &part : *parts) {
    const auto eq = part.find('=');
    if (eq == std::string::npos) return std::nullopt;
    out.emplace(part.substr(0, eq), part.substr(eq + 1));
  }
  return out;
}

/// The type of field `name` of `p`'s class, if it declares an instance field of that name.
std::optional<ir::type> instance_field_type(const ir::program &p, const std::string &name) {
  for (const auto &f : p.fields)
    if (!f.is_static && f.name == name) return f.ty;
  return std::nullopt;
}

/// Adds to `differs` the parts of two encoded values of type t (named `name`) that differ: an
/// array's length or elements (`name.length`, `name[k]`), an object's fields both versions
/// declare (`name.f`; `p` is the old version), or the value itself.
void compare_encoded(const std::string &name, const std::string &a, const std::string &b, ir::type t, double tolerance,
                     std::vector<std::string> &differs, const ir::program &p) {
  const auto x = array_elements(a), y = array_elements(b);
  const auto o = object_fields(a), r = object_fields(b);
  if (((x && y) || (o && r)) && input_marker(a) != input_marker(b)) { // one is what the caller passed, the other not
    differs.push_back(engine::component::identity(name));
    return;
  }
  if (t.is_array() && x && y) {
    if (x->size() != y->size()) {
      differs.push_back(engine::component::length(name));
      return;
    }
    for (std::size_t k = 0; k < x->size(); ++k)
      compare_encoded(engine::component::element(name, k), (*x)[k], (*y)[k], t.element(), tolerance, differs, p);
    return;
  }
  if (o && r && object_class(a) != object_class(b)) {
    differs.push_back(engine::component::runtime_class(name));
    return;
  }
  if (o && r) {
    for (const auto &[field, value] : *o)
      if (const auto other = r->find(field); other != r->end())
        if (const auto ft = instance_field_type(p, field))
          compare_encoded(engine::component::field(name, field), value, other->second, *ft, tolerance, differs, p);
    return;
  }
  if (!values_differ(a, b, t, tolerance)) return;
  // `@k`: an array or object encoded before in the line, whose identity differs
  differs.push_back(a.starts_with('@') || b.starts_with('@') ? engine::component::identity(name) : name);
}

/// Appends "; name = value" for the parts of an encoded value of type t (named `name`) that
/// `differs` names: the value itself, an array's length and elements (`name.length`,
/// `name[k]`), or an object's fields (`name.f`).
void append_named_parts(const std::string &name, const std::string &v, ir::type t,
                        const std::vector<std::string> &differs, std::string &s, const ir::program &p) {
  const auto named = [&](const std::string &n) {
    return std::find(differs.begin(), differs.end(), n) != differs.end();
  };
  if (named(name)) {
    s += fmt::format("; {} = {}", name, value_text(v, t));
    return;
  }
  if (const auto fields = object_fields(v)) {
    for (const auto &[field, value] : *fields)
      if (const auto ft = instance_field_type(p, field))
        append_named_parts(engine::component::field(name, field), value, *ft, differs, s, p);
    return;
  }
  const auto elements = t.is_array() ? array_elements(v) : std::nullopt;
  if (!elements) return;
  if (const std::string length = engine::component::length(name); named(length))
    s += fmt::format("; {} = {}", length, elements->size());
  for (std::size_t k = 0; k < elements->size(); ++k)
    append_named_parts(engine::component::element(name, k), (*elements)[k], t.element(), differs, s, p);
}

/// A harness result line ("R 3", "R 3ff0000000000000", "T java.lang.ArithmeticException", with
/// fields) as an effect text like the witnesses' ("returns 3", "throws ..."), with the values of
/// the components named in `differs`.
std::string effect_text(const std::string &line, const ir::program &p, const ir::function &f,
                        const std::vector<std::string> &differs = {}) {
  const ir::type ret = f.ret;
  const harness_result r = harness_result::parse(line);
  std::string s;
  if (r.head.starts_with("T ")) {
    s = "throws " + r.head.substr(2);
  } else if (!r.head.starts_with("R ")) {
    return "harness error: " + (line.size() > 2 ? line.substr(2) : line);
  } else {
    const std::string v = r.head.substr(2);
    s = v == "V" ? "returns" : "returns " + value_text(v, ret);
    if (object_fields(v) || array_elements(v)) // the parts of a returned object or array that differ
      append_named_parts(std::string(engine::component::returned), v, ret, differs, s, p);
  }
  for (const auto &[field, v] : r.fields) {
    const field_meaning m = meaning(field, p, f);
    append_named_parts(m.component, v, m.ty, differs, s, p);
  }
  return s;
}

/// The components in which the JVM's two runs differ (empty: they agree), or nullopt when a
/// line is not a result. Messages compare as the JVM gives them, of exceptions it raised too.
std::optional<std::vector<std::string>> jvm_differs(const std::string &a, const std::string &b, const ir::program &p,
                                                    const ir::function &f, double tolerance, observe_mode observe) {
  const ir::type ret = f.ret;
  const harness_result x = harness_result::parse(a), y = harness_result::parse(b);
  for (const auto *r : {&x, &y})
    if (!r->head.starts_with("R ") && !r->head.starts_with("T ")) return std::nullopt;
  std::vector<std::string> differs;
  if (x.head[0] != y.head[0] || (x.head[0] == 'T' && x.head != y.head)) {
    differs.emplace_back(engine::component::ending);
    return differs;
  }
  if (x.head[0] == 'R')
    compare_encoded(std::string(engine::component::returned), x.head.substr(2), y.head.substr(2), ret, tolerance,
                    differs, p);
  for (const auto &[field, v] : x.fields) {
    if (observe == observe_mode::return_only) break; // the returned value or exception class only
    const auto other = y.fields.find(field);
    if (other == y.fields.end()) continue; // a static field only one version declares
    const field_meaning m = meaning(field, p, f);
    compare_encoded(m.component, v, other->second, m.ty, tolerance, differs, p);
  }
  return differs;
}

/// How many inputs --confirm-jvm runs both versions on to test an EQ or MAYBE_EQ verdict.
constexpr std::size_t jvm_test_inputs = 200;

/// Tests an EQ or MAYBE_EQ verdict on the JVM: both versions run on the first jvm_test_inputs
/// inputs of the pre-pass's sequence (engine/witness/witness.hpp), in the check's semantics, that our
/// interpreter runs to their end within the pre-pass's step budget: the JVM has no budget, and
/// a random input can make a loop run for minutes (Ran/expdev took 240 s before this rule).
void test_on_jvm(run_record &run, const ir::program *prog[2], const std::uint32_t fn[2], const engine::entry_plan &plan,
                 double tolerance, replayer &jvm) {
  try {
    const engine::witness_runner runner(*prog[0], fn[0], *prog[1], fn[1], run.options.tolerance,
                                        run.options.step_budget, run.options.observe, run.options.receiver,
                                        run.options.heap_bound, run.options.semantics == semantics_mode::ideal);
    engine::prepass sequence(runner);
    if (std::string why = sequence.unsupported(); !why.empty()) {
      run.jvm_test.detail = why;
      return;
    }
    std::vector<std::vector<engine::value>> inputs;
    std::vector<std::string> calls[2];
    while (inputs.size() < jvm_test_inputs && sequence.tried() < 2 * jvm_test_inputs) {
      std::vector<engine::value> args = sequence.next_input();
      const witness_record ours =
          runner.run(args, nullptr, engine::prepass::step_budget, std::chrono::steady_clock::time_point::max());
      if (ours.status == witness_status::undecidable) continue; // past the budget, or undecidable in ideal semantics
      auto old_line = harness_call(*prog[0], fn[0], plan, 0, args),
           new_line = harness_call(*prog[1], fn[1], plan, 1, args);
      if (!old_line || !new_line) continue;
      calls[0].push_back(std::move(*old_line));
      calls[1].push_back(std::move(*new_line));
      inputs.push_back(std::move(args));
    }
    std::vector<std::string> results[2];
    for (int v = 0; v < 2 && jvm.error().empty(); ++v)
      results[v] = jvm.run(v, calls[v]);
    if (!jvm.error().empty()) {
      run.jvm_test.detail = jvm.error();
      return;
    }
    for (auto &line : results[1])
      line = as_compared(line, *prog[1]);
    const ir::function &f = prog[0]->functions[fn[0]];
    for (std::size_t k = 0; k < inputs.size() && k < results[0].size() && k < results[1].size(); ++k) {
      const auto differs = jvm_differs(results[0][k], results[1][k], *prog[0], f, tolerance, run.options.observe);
      if (!differs) continue;
      ++run.jvm_test.inputs;
      if (differs->empty() || run.jvm_test.differing++ > 0) continue;
      const std::vector<std::int64_t> choices = engine::input_choices(plan, inputs[k]);
      for (std::size_t p = 0; p < inputs[k].size(); ++p)
        if (plan.exists(p, choices))
          run.jvm_test.first.push_back({runner.input_name(p), engine::plan_literal(plan, p, inputs[k][p])});
      run.jvm_test.detail =
          fmt::format("old {}, new {} (differs: {})", effect_text(results[0][k], *prog[0], f, *differs),
                      effect_text(results[1][k], *prog[1], f, *differs), fmt::join(*differs, ", "));
    }
  } catch (const std::exception &e) {
    run.jvm_test.detail = e.what();
  }
}

/// Replays the program's witness and every partition's model that ran as a witness on the JVM,
/// filling their `jvm` fields; tests an EQ or MAYBE_EQ verdict on the JVM (test_on_jvm).
void confirm_on_jvm(run_record &run, double tolerance) {
  auto versions = engine::compared_versions<java::frontend>(
      java::frontend::parse_file(run.old_file), java::frontend::parse_file(run.new_file), run.method, run.new_method);
  if (!versions) return; // the check reported the error already
  versions->prog[0].assertions = versions->prog[1].assertions = run.options.enable_assertions;
  const ir::program *old_p = &versions->prog[0], *new_p = &versions->prog[1];
  const ir::program *prog[2] = {old_p, new_p};
  const std::uint32_t *fn = versions->fn;
  const ir::function &f = old_p->functions[fn[0]];
  const auto plan = engine::plan_entry(prog, fn, run.options.receiver, run.options.heap_bound);
  if (!plan) return; // the check reported it

  struct target {
    witness_status *status;
    std::string *detail;
    std::string calls[2];
  };
  std::vector<target> targets;
  auto add = [&](const std::vector<input_value> &input, witness_status &status, std::string &detail) {
    const auto parsed = engine::plan_inputs(*plan, input); // by name: a record rebuilt from JSON too
    if (!parsed) {
      status = witness_status::undecidable;
      detail = "the input is not one of the inputs' values";
      return;
    }
    const std::vector<engine::value> &values = *parsed;
    target t{&status, &detail, {}};
    for (int v = 0; v < 2; ++v) {
      auto line = harness_call(*prog[v], fn[v], *plan, v, values);
      if (!line) {
        status = witness_status::undecidable;
        detail = "the JVM harness cannot build this receiver (a final field holding an object)";
        return;
      }
      t.calls[v] = std::move(*line);
    }
    targets.push_back(std::move(t));
  };
  if (run.witness.found()) add(run.witness.input, run.witness.jvm, run.witness.jvm_detail);
  for (auto &p : run.partitions)
    if (p.witness.status != witness_status::not_run && !p.input.empty())
      add(p.input, p.witness.jvm, p.witness.jvm_detail);
  const bool test = run.result == verdict::eq || run.result == verdict::maybe_eq;
  if (targets.empty() && !test) return;

  replayer jvm(run.old_file, *old_p, run.new_file, *new_p);
  if (test) test_on_jvm(run, prog, fn, *plan, tolerance, jvm);
  std::vector<std::string> results[2];
  for (int v = 0; v < 2 && jvm.error().empty(); ++v) {
    std::vector<std::string> calls;
    for (const auto &t : targets)
      calls.push_back(t.calls[v]);
    results[v] = jvm.run(v, calls);
  }
  for (auto &line : results[1])
    line = as_compared(line, *new_p);
  for (std::size_t k = 0; k < targets.size(); ++k) {
    if (!jvm.error().empty()) {
      *targets[k].status = witness_status::undecidable;
      *targets[k].detail = jvm.error();
      continue;
    }
    const auto differs = jvm_differs(results[0][k], results[1][k], *old_p, f, tolerance, run.options.observe);
    *targets[k].status = !differs           ? witness_status::undecidable
                         : differs->empty() ? witness_status::not_confirmed
                                            : witness_status::confirmed;
    const std::vector<std::string> named = differs.value_or(std::vector<std::string>{});
    *targets[k].detail = fmt::format("old {}, new {}{}", effect_text(results[0][k], *old_p, f, named),
                                     effect_text(results[1][k], *new_p, f, named),
                                     named.empty() ? "" : fmt::format(" (differs: {})", fmt::join(named, ", ")));
  }
}

} // namespace symdelta::cli::jvm
