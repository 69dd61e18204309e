#pragma once
// The messages the JVM (HotSpot, JDK 17) gives the exceptions it raises itself. A caller reads
// them with getMessage(), so they are part of how a call ends (docs/engine.md "What is
// compared"). Each is built by the value domain's own String concatenation, so that every way of
// running a program (concrete, ideal, symbolic) computes the same text from the same values.
#include <string>
#include <string_view>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/semantics.hpp"

namespace symdelta::engine::raised_message {

/// The text `s` as a String value of domain `d`.
template <class D> typename D::value text(D &d, std::string_view s) {
  ir::expr e;
  e.ty = ir::string_type;
  e.lit = {ir::string_type, 0, 0, 0, std::string(s)};
  return d.literal(e);
}

template <class D> typename D::value piece(D &d, std::string_view s) { return text(d, s); }
template <class D> const typename D::value &piece(D &, const typename D::value &v) { return v; }

/// "" + p0 + p1 + ...: each piece a text or a value of the domain, as Java's `+` converts it.
template <class D, class... P> typename D::value join(D &d, source_pos pos, const P &...pieces) {
  typename D::value r = text(d, "");
  ((r = d.concat(r, pos, piece(d, pieces), pos)), ...);
  return r;
}

/// A message that is a constant text: a String object of its own (not the interned literal).
template <class D> typename D::value constant(D &d, std::string_view s) {
  return d.string_object(text(d, s), ir::text_object::fresh);
}

/// An integer division or remainder by zero (ArithmeticException).
/// The message of the ArithmeticException of an integer division by zero.
inline constexpr std::string_view division_by_zero_message = "/ by zero";
template <class D> typename D::value division_by_zero(D &d) { return constant(d, division_by_zero_message); }

/// An array index out of range (ArrayIndexOutOfBoundsException).
template <class D>
typename D::value index_out_of_bounds(D &d, const typename D::value &index, const typename D::value &length,
                                      source_pos pos) {
  return join(d, pos, "Index ", index, " out of bounds for length ", length);
}

/// A negative array length, the first one of a `new T[a][b]...` (NegativeArraySizeException).
template <class D> typename D::value negative_size(D &d, const typename D::value &length, source_pos pos) {
  return join(d, pos, length);
}

/// String.charAt's index out of range (StringIndexOutOfBoundsException), of a text whose units
/// are all at most 0xff (the JDK's Latin-1 strings)...
template <class D> typename D::value string_index(D &d, const typename D::value &index, source_pos pos) {
  return join(d, pos, "String index out of range: ", index);
}
/// ... and of any other (UTF-16) text.
template <class D>
typename D::value utf16_string_index(D &d, const typename D::value &index, const typename D::value &length,
                                     source_pos pos) {
  return join(d, pos, "index ", index, ", length ", length);
}

/// String.substring's range out of the text's (StringIndexOutOfBoundsException); substring(b) has
/// the length as its end.
template <class D>
typename D::value substring_range(D &d, const typename D::value &begin, const typename D::value &end,
                                  const typename D::value &length, source_pos pos) {
  return join(d, pos, "begin ", begin, ", end ", end, ", length ", length);
}

/// A class's part of a ClassCastException's message: the program's classes are in the unnamed
/// module of the application's loader, java.lang's (and arrays, `[I`) in java.base.
inline std::string class_cast_text(const std::string &from, bool from_jdk, const std::string &to, bool to_jdk) {
  const auto where = [](bool jdk) {
    return jdk ? std::string("in module java.base of loader 'bootstrap'") : "in unnamed module of loader 'app'";
  };
  if (from_jdk == to_jdk)
    return "class " + from + " cannot be cast to class " + to + " (" + from + " and " + to + " are " + where(from_jdk) +
           ")";
  return "class " + from + " cannot be cast to class " + to + " (" + from + " is " + where(from_jdk) + "; " + to +
         " is " + where(to_jdk) + ")";
}

} // namespace symdelta::engine::raised_message
