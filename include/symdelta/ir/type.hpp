#pragma once
// Types of the IR: Java's primitive types, String (only for messages and printing), references to
// instances of the classes of the analysed file, and arrays of any of them.
#include <cstdint>
#include <string>

namespace symdelta::ir {

enum class prim : std::uint8_t {
  void_,
  boolean,
  byte_,
  short_,
  char_,
  int_,
  long_,
  float_,
  double_,
  string, // java.lang.String: literals and concatenation, for exception messages and printing
  object, // an instance of a class of the analysed file (type::cls says which)
  null,   // the type of the literal `null`
};

struct type {
  prim base = prim::void_;
  std::uint8_t dims = 0; // array dimensions; 0 = not an array
  std::uint16_t cls = 0; // base object: the class, an index into program::classes

  constexpr type() = default;
  constexpr type(prim p, std::uint8_t d = 0, std::uint16_t c = 0) : base(p), dims(d), cls(c) {} // NOLINT: implicit

  /// An instance of class c (program::classes).
  static constexpr type of_class(std::uint32_t c) { return {prim::object, 0, static_cast<std::uint16_t>(c)}; }

  [[nodiscard]] constexpr bool is_array() const { return dims > 0; }
  [[nodiscard]] constexpr type element() const { return {base, static_cast<std::uint8_t>(dims - 1), cls}; }
  [[nodiscard]] constexpr type array_of() const { return {base, static_cast<std::uint8_t>(dims + 1), cls}; }
  [[nodiscard]] constexpr bool is_class() const { return dims == 0 && base == prim::object; }
  [[nodiscard]] constexpr bool is(prim p) const { return dims == 0 && base == p; }
  [[nodiscard]] constexpr bool is_void() const { return is(prim::void_); }
  [[nodiscard]] constexpr bool is_boolean() const { return is(prim::boolean); }
  /// byte, short, char, int, long
  [[nodiscard]] constexpr bool is_integral() const {
    return dims == 0 && (base == prim::byte_ || base == prim::short_ || base == prim::char_ || base == prim::int_ ||
                         base == prim::long_);
  }
  [[nodiscard]] constexpr bool is_floating() const {
    return dims == 0 && (base == prim::float_ || base == prim::double_);
  }
  [[nodiscard]] constexpr bool is_numeric() const { return is_integral() || is_floating(); }
  [[nodiscard]] constexpr bool is_primitive() const { return is_numeric() || is_boolean(); }
  [[nodiscard]] constexpr bool is_reference() const {
    return dims > 0 || base == prim::string || base == prim::object || base == prim::null;
  }
  friend constexpr bool operator==(const type &, const type &) = default;
};

inline constexpr type void_type{prim::void_};
inline constexpr type boolean_type{prim::boolean};
inline constexpr type byte_type{prim::byte_};
inline constexpr type short_type{prim::short_};
inline constexpr type char_type{prim::char_};
inline constexpr type int_type{prim::int_};
inline constexpr type long_type{prim::long_};
inline constexpr type float_type{prim::float_};
inline constexpr type double_type{prim::double_};
inline constexpr type string_type{prim::string};
inline constexpr type object_type{prim::object}; // an instance of the main class (class 0)
inline constexpr type null_type{prim::null};

inline const char *to_string(prim p) {
  switch (p) {
  case prim::void_: return "void";
  case prim::boolean: return "boolean";
  case prim::byte_: return "byte";
  case prim::short_: return "short";
  case prim::char_: return "char";
  case prim::int_: return "int";
  case prim::long_: return "long";
  case prim::float_: return "float";
  case prim::double_: return "double";
  case prim::string: return "String";
  case prim::object: return "object";
  case prim::null: return "null";
  }
  return "?";
}

inline std::string to_string(type t) {
  std::string s = to_string(t.base);
  for (unsigned i = 0; i < t.dims; ++i)
    s += "[]";
  return s;
}

/// JVM type descriptor (I, D, [I, ...) of a primitive or primitive-array type.
inline std::string descriptor(type t) {
  std::string s(t.dims, '[');
  switch (t.base) {
  case prim::boolean: return s + 'Z';
  case prim::byte_: return s + 'B';
  case prim::short_: return s + 'S';
  case prim::char_: return s + 'C';
  case prim::int_: return s + 'I';
  case prim::long_: return s + 'J';
  case prim::float_: return s + 'F';
  case prim::double_: return s + 'D';
  case prim::void_: return s + 'V';
  case prim::string: return s + "Ljava/lang/String;";
  default: return s + '?';
  }
}

/// Rank in Java's widening order byte < short < int < long < float < double (char widens to int).
constexpr int numeric_rank(prim p) {
  switch (p) {
  case prim::byte_: return 1;
  case prim::short_: return 2;
  case prim::char_: return 2;
  case prim::int_: return 3;
  case prim::long_: return 4;
  case prim::float_: return 5;
  case prim::double_: return 6;
  default: return 0;
  }
}

/// JLS 5.1.2: is `from` convertible to `to` by identity or widening primitive conversion?
constexpr bool widens_to(type from, type to) {
  if (from == to) return true;
  if (!from.is_numeric() || !to.is_numeric()) return false;
  if (from.base == prim::char_) return numeric_rank(to.base) >= numeric_rank(prim::int_);
  if (to.base == prim::char_) return false;
  return numeric_rank(from.base) < numeric_rank(to.base);
}

/// JLS 5.6.1 unary numeric promotion: byte, short, char -> int.
constexpr type unary_promoted(type t) {
  if (t.is(prim::byte_) || t.is(prim::short_) || t.is(prim::char_)) return int_type;
  return t;
}

/// JLS 5.6.2 binary numeric promotion.
constexpr type binary_promoted(type a, type b) {
  if (a.is(prim::double_) || b.is(prim::double_)) return double_type;
  if (a.is(prim::float_) || b.is(prim::float_)) return float_type;
  if (a.is(prim::long_) || b.is(prim::long_)) return long_type;
  return int_type;
}

} // namespace symdelta::ir
