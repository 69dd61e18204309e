#pragma once
// The typed IR every frontend lowers to. Trees of plain values: an expression or statement owns
// its children, so a function body can be copied and rewritten (abstraction does that later).
// Frontends make every implicit conversion explicit (numeric promotion, assignment conversion),
// so the operands of a binary operator always have the operator's operand type.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/ir/intrinsic.hpp"
#include "symdelta/ir/type.hpp"

namespace symdelta::ir {

enum class op : std::uint8_t {
  none,
  // unary
  neg,
  bit_not,
  log_not,
  // binary arithmetic and bitwise; shifts take an int or long count of their own type
  add,
  sub,
  mul,
  div,
  rem,
  shl,
  shr,
  ushr,
  bit_and,
  bit_or,
  bit_xor,
  // short-circuit logic
  log_and,
  log_or,
  // comparisons (result boolean)
  eq,
  ne,
  lt,
  le,
  gt,
  ge,
};

constexpr const char *symbol(op o) {
  switch (o) {
  case op::none: return "";
  case op::neg: return "-";
  case op::bit_not: return "~";
  case op::log_not: return "!";
  case op::add: return "+";
  case op::sub: return "-";
  case op::mul: return "*";
  case op::div: return "/";
  case op::rem: return "%";
  case op::shl: return "<<";
  case op::shr: return ">>";
  case op::ushr: return ">>>";
  case op::bit_and: return "&";
  case op::bit_or: return "|";
  case op::bit_xor: return "^";
  case op::log_and: return "&&";
  case op::log_or: return "||";
  case op::eq: return "==";
  case op::ne: return "!=";
  case op::lt: return "<";
  case op::le: return "<=";
  case op::gt: return ">";
  case op::ge: return ">=";
  }
  return "?";
}

constexpr bool is_comparison(op o) { return o >= op::eq && o <= op::ge; }
constexpr bool is_shift(op o) { return o == op::shl || o == op::shr || o == op::ushr; }

/// A constant of a primitive type, String or null. `ty` is the constant's own type: the null
/// literal keeps prim::null when its expression's type is the reference type it was converted to
/// (`String s = null;`, `int[] a = null;`), so that it stays null.
struct literal {
  type ty;
  std::int64_t i = 0; // boolean (0/1), byte, short, char, int, long
  double d = 0;       // double
  float f = 0;        // float
  std::string s;      // String

  [[nodiscard]] bool is_null() const { return ty.is(prim::null); }
};

enum class expr_kind : std::uint8_t {
  literal,        // lit
  local,          // index = local slot
  static_field,   // index = field
  instance_field, // index = field; args[0] = object
  this_ref,       //
  array_element,  // args = {array, index}
  array_length,   // args = {array}
  new_array,      // ty = array type; args = dimension lengths (may be fewer than ty.dims)
  array_init,     // ty = array type; args = elements
  new_object,     // ty = the class; index = constructor function, or no_function for the implicit one; args
  instance_of,    // ty = boolean; index = the class tested; args = {reference}
  super_init,     // first in a constructor not starting with this(...): runs the superclass's
                  // constructor `index` (no_function: its implicit one; none when ty is void,
                  // the superclass being Object) on `this` with args, then the instance field
                  // initialisers of the constructor's class (JLS 12.5)
  this_init,      // this(...) first in a constructor: index = the constructor of the same class
  unary,          // o; args = {operand}
  binary,         // o; args = {lhs, rhs}
  cast,           // ty = target; args = {operand}; to a class: ClassCastException unless an instance
  conditional,    // args = {cond, then, else}
  assign,         // args = {target, value}; o = none for `=`, else the compound operator
                  // computed in compute_ty; postfix: the value is the old one (x++)
  call,           // index = function; args (args[0] is the receiver for instance methods), which an
                  // instance method overridden in the receiver's class dispatches to the override
                  // (JLS 15.12.4.4) unless `postfix` (super.m(...): the method itself)
  intrinsic,      // fn; args
  string_concat,  // args = {lhs, rhs}, either may be non-String; index = its text_object
  uninterpreted,  // index = program::uninterpreted; args (abstraction of unchanged code, diff/)
};

inline constexpr std::uint32_t no_function = 0xffffffffu;

/// Which String object a concatenation gives (what `==` on Strings compares, JLS 15.18.1):
/// a new one; the interned one of its text (a constant expression, JLS 15.29); String.valueOf's
/// (the String argument itself, "null" and the texts of booleans interned, others new); or one
/// the frontend cannot tell, which `==` refuses.
enum class text_object : std::uint32_t { fresh, interned, value_of, unknown };

struct expr {
  expr_kind kind = expr_kind::literal;
  type ty;
  source_pos pos;
  op o = op::none;
  ir::intrinsic fn = ir::intrinsic::abs;
  bool postfix = false;
  type compute_ty; // assign with a compound operator: the promoted operation type
  std::uint32_t index = 0;
  literal lit;
  std::vector<expr> args;
};

enum class stmt_kind : std::uint8_t {
  block,      // body = statements; target != no_target when labelled (break target)
  local_decl, // index = slot; exprs = {initializer} or {} (the slot gets the default value)
  expression, // exprs = {e}
  if_,        // exprs = {cond}; body = {then} or {then, else}
  loop,       // exprs = {cond}; body = {body, update...}; test_first false for do-while;
              // target = the loop's identity (unique in the function)
  switch_,    // exprs = {selector}; cases; target = break target
  break_,     // target
  continue_,  // target = loop
  return_,    // exprs = {} or {value}
  throw_,     // exprs = {the exception, an instance of a Throwable class}
  assert_,    // exprs = {condition} or {condition, message (String)}: run only when the program
              // runs with assertions enabled (program::assertions)
  try_,       // body = {the try block} or {the try block, the finally block}; cases = the catch
              // clauses in order, each with labels = the classes it catches, slot = its parameter
  abstracted, // an unchanged block replaced by uninterpreted functions (diff/abstraction.hpp):
              // index = block id; body = {the replacement, a block}
};

inline constexpr std::uint32_t no_target = 0xffffffffu;

struct stmt;

/// A case of a switch, or a catch clause of a try statement.
struct switch_case {
  source_pos pos;
  std::vector<std::int64_t> labels; // switch: constant labels (int-like selector values); catch: classes
  bool is_default = false;
  std::uint32_t slot = 0; // catch: the local holding the exception caught
  std::vector<stmt> body;
};

struct stmt {
  stmt_kind kind = stmt_kind::block;
  source_pos pos;
  std::uint32_t index = 0;
  std::uint32_t target = no_target;
  bool test_first = true;
  bool assumes_termination = false; // abstracted: the block has a loop or a call, whose termination
                                    // the abstraction assumes
  std::string name;                 // throw: exception class; labelled statements: the label
  std::vector<expr> exprs;
  std::vector<stmt> body;
  std::vector<switch_case> cases;

  // Loop accessors: body[0] is the loop body, body[1..] the update statements of a `for`.
  [[nodiscard]] const stmt &loop_body() const { return body.front(); }
  [[nodiscard]] const expr &condition() const { return exprs.front(); }
};

struct local_var {
  std::string name;
  type ty;
  source_pos pos;
  bool is_param = false;
  bool synthetic = false; // introduced by lowering (enhanced for, switch selector)
};

inline constexpr std::uint32_t no_class = 0xffffffffu;

struct function {
  std::string name;
  source_pos pos;
  type ret;
  std::uint32_t owner = 0; // the class declaring it
  bool is_static = true;
  bool is_constructor = false;
  bool is_abstract = false; // no body: an abstract or interface method, run by its overrides
  bool is_private = false;  // neither overrides nor is overridden (JLS 8.4.8)
  std::uint32_t param_count = 0;
  std::vector<local_var> locals;  // parameters first
  std::uint32_t target_count = 0; // loops, switches and labelled blocks
  stmt body;

  [[nodiscard]] std::vector<type> param_types() const {
    std::vector<type> ts;
    for (std::uint32_t i = 0; i < param_count; ++i)
      ts.push_back(locals[i].ty);
    return ts;
  }
};

struct field {
  std::string name;
  source_pos pos;
  type ty;
  std::uint32_t owner = 0; // the class declaring it
  bool is_static = true;
  bool is_final = false;
  std::vector<expr> init; // {} or {initializer}

  /// A final field with an initialiser holds the initialiser's value in every object or class.
  [[nodiscard]] bool fixed_by_initialiser() const { return is_final && !init.empty(); }
};

/// An uninterpreted function standing for what an unchanged block computes (diff/abstraction.hpp):
/// the same function in both versions of an abstracted pair.
struct uninterpreted_function {
  std::string name;
  std::vector<type> params;
  type result;
  bool assumes_termination = false; // stands for a helper with a loop or a call
};

/// A class or interface of the analysed file.
struct class_decl {
  std::string name;        // as the source names it: `Shape`, `Outer.Inner` for a nested one
  std::string binary_name; // as the JVM names it: `Shape`, `Outer$Inner` (without the package)
  // The name the compiled file gives it on the JVM (Class.getName(): `pkg.Outer$Inner`), for
  // running it there. `name`, `binary_name` and the package are the ones its version is compared
  // under, which may be the other version's for a class renamed between them (diff/correspondence.hpp).
  std::string jvm_name;
  source_pos pos;
  std::uint32_t super = no_class;        // the superclass if the file declares it, else Object
  std::vector<std::uint32_t> interfaces; // direct superinterfaces (for an interface: the extended)
  bool is_interface = false;
  bool is_abstract = false; // abstract class or interface: never instantiated
  bool is_library = false;  // the library methods a frontend writes in its language, not the file's
};

/// The classes of one file, lowered: the unit frontends produce and engines consume. Class 0 is
/// the main class, which holds the entry point (ir/main_class.hpp); fields and functions of every
/// The errors an operation raises by itself, whatever the language: a division by zero, an index
/// out of bounds, a null dereference, ... The frontend names the class each one is in its
/// language (program::raised_classes): the IR names no language's exceptions.
enum class raised : std::uint8_t {
  arithmetic,          // an integer division by zero
  index_out_of_bounds, // an array index
  negative_size,       // an array's
  null_pointer,
  stack_overflow,
  class_cast,
  string_index, // a text's index
  initializer,  // a class initialiser ended with an exception
  error,        // the class of errors an initialiser's exception is not wrapped in
  assertion,    // an assertion failed
};
inline constexpr std::size_t raised_kinds = 10;

/// class are in one list each, so that an index designates one across the file.
struct program {
  /// The class of each error an operation raises (raised), by the name the language gives it.
  std::array<std::string, raised_kinds> raised_classes{};
  std::string file;
  std::string package;      // "" for the default package
  std::string class_name;   // the main class's
  std::string source_class; // the class the file is named after in its language (Java: the
                            // public top-level class, else the first), as the file declares it
  std::vector<class_decl> classes;
  std::vector<field> fields;
  std::vector<function> functions;
  std::vector<uninterpreted_function> uninterpreted; // empty unless abstracted
  /// Does `assert` run, as with `java -ea`? A way of running the program, which its caller sets
  /// (frontends leave it off, the JVM's default).
  bool assertions = false;

  [[nodiscard]] const std::string &raised_class(raised r) const { return raised_classes[static_cast<std::size_t>(r)]; }
  [[nodiscard]] std::string qualified_name() const { return package.empty() ? class_name : package + "." + class_name; }
  /// Index of the first function (not constructor) of the main class with this name, or no_function.
  [[nodiscard]] std::uint32_t find_function(std::string_view fname) const {
    for (std::uint32_t i = 0; i < functions.size(); ++i)
      if (functions[i].owner == 0 && !functions[i].is_constructor && functions[i].name == fname) return i;
    return no_function;
  }
  /// The superclass of class c declared in the file, or no_class.
  [[nodiscard]] std::uint32_t superclass(std::uint32_t c) const {
    return c < classes.size() ? classes[c].super : no_class;
  }
  /// Is class `c` the class or interface `of`, or a subtype of it?
  [[nodiscard]] bool is_subclass(std::uint32_t c, std::uint32_t of) const {
    if (c == of) return true;
    if (c >= classes.size()) return false;
    for (const auto i : classes[c].interfaces)
      if (is_subclass(i, of)) return true;
    return superclass(c) != no_class && is_subclass(superclass(c), of);
  }
  /// Has an instance of class c the instance field f (declared by c or a superclass)?
  [[nodiscard]] bool has_field(std::uint32_t c, std::uint32_t f) const {
    return !fields[f].is_static && is_subclass(c, fields[f].owner);
  }
  /// The instance method that a call of `fn` runs on an instance of class c (JLS 15.12.4.4): the
  /// first one with its name and parameter types in c and its superclasses, else the most
  /// specific default method of their interfaces (one no other candidate's interface extends);
  /// `fn` itself for static and private methods and constructors.
  [[nodiscard]] std::uint32_t dispatch(std::uint32_t c, std::uint32_t fn) const {
    const function &target = functions[fn];
    if (target.is_static || target.is_constructor || target.is_private || c == target.owner) return fn;
    const auto sig = target.param_types();
    auto declared_in = [&](std::uint32_t k) {
      for (std::uint32_t i = 0; i < functions.size(); ++i) {
        const function &g = functions[i];
        if (g.owner == k && !g.is_static && !g.is_constructor && !g.is_abstract && !g.is_private &&
            g.name == target.name && g.param_types() == sig)
          return i;
      }
      return no_function;
    };
    for (std::uint32_t k = c; k != no_class; k = superclass(k))
      if (const auto i = declared_in(k); i != no_function) return i;
    std::vector<std::uint32_t> defaults; // interfaces of c with a default method of that signature
    for (std::uint32_t i = 0; i < classes.size(); ++i)
      if (classes[i].is_interface && is_subclass(c, i) && declared_in(i) != no_function) defaults.push_back(i);
    for (const auto i : defaults) {
      bool most_specific = true;
      for (const auto j : defaults)
        most_specific = most_specific && (j == i || !is_subclass(j, i));
      if (most_specific) return declared_in(i);
    }
    return fn;
  }
  /// A class's name as the JVM gives it (Class.getName): the binary name, with the package.
  [[nodiscard]] std::string java_class_name(std::uint32_t c) const {
    const std::string &b = c < classes.size() ? classes[c].binary_name : class_name;
    return package.empty() || (c < classes.size() && classes[c].is_library) ? b : package + "." + b;
  }
  /// The class whose Class.getName() is `name`, or no_class.
  [[nodiscard]] std::uint32_t class_named(std::string_view name) const {
    for (std::uint32_t c = 0; c < classes.size(); ++c)
      if (java_class_name(c) == name) return c;
    return no_class;
  }
  /// A field's name in reports: `x` for the main class's, `Other.x` for another class's.
  [[nodiscard]] std::string field_label(std::uint32_t f) const {
    return fields[f].owner == 0 || fields[f].owner >= classes.size()
               ? fields[f].name
               : classes[fields[f].owner].name + "." + fields[f].name;
  }
  /// A type as Java writes it: its class's name for an object or an array of objects.
  [[nodiscard]] std::string type_label(type t) const {
    if (t.base != prim::object || classes.empty()) return to_string(t);
    std::string s = class_label(t.cls);
    for (unsigned i = 0; i < t.dims; ++i)
      s += "[]";
    return s;
  }
  /// The constructor of class c without parameters, or no_function (none declared, or only
  /// constructors with parameters).
  [[nodiscard]] std::uint32_t constructor_without_parameters(std::uint32_t c) const { return constructor_with(c, 0); }
  /// The first constructor of class c with `count` parameters, or no_function.
  [[nodiscard]] std::uint32_t constructor_with(std::uint32_t c, std::uint32_t count) const {
    for (std::uint32_t i = 0; i < functions.size(); ++i)
      if (functions[i].is_constructor && functions[i].owner == c && functions[i].param_count == count) return i;
    return no_function;
  }
  /// A class's name in reports and diagnostics.
  [[nodiscard]] std::string class_label(std::uint32_t c) const {
    return c < classes.size() ? classes[c].name : class_name;
  }
};

} // namespace symdelta::ir
