#pragma once
// What the executor (executor.hpp) asks of a value domain, and what it tells one: how a statement
// ended, and the counts of a loop's iterations a symbolic domain bounds.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/ir/counted_loop.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta::engine {

/// How a statement ended.
enum class flow : std::uint8_t { normal, break_, continue_, return_ };

/// Counts of one loop's iterations whose condition depended on the inputs (symbolic domains
/// bound them; concrete ones ignore them).
struct loop_state {
  std::uint32_t forks = 0;    // iterations at which the path split on the condition
  std::uint64_t symbolic = 0; // iterations whose condition depended on the inputs
};

/// What the executor asks of a value domain. `D::value` is its value type (references share
/// their target, as Java's do); every operation may end the path by throwing, as Java does.
template <class D>
concept value_domain = requires(D &d, const typename D::value &v, std::vector<typename D::value> vs, const ir::stmt &s,
                                const ir::expr &e, const ir::function &f, source_pos pos, ir::type t, ir::op o,
                                loop_state &loop, const typename D::element_ref &slot) {
  typename D::element_ref; // an array slot found by a bounds check
  typename D::thrown;      // the C++ exception a Java exception is: exception_class, message, object
  { D::closed_form_loops } -> std::convertible_to<bool>; // counted loops run in one step (ir/counted_loop.hpp)
  d.statement(s);                                        // a statement is about to run (steps, lines, stack)
  d.expression(e);                                       // an expression is about to be evaluated (stack)
  d.enter(pos);                                          // a call (or a constructor's initialisers) starts
  d.leave();                                             // and ends
  { d.truth(v) } -> std::same_as<bool>;                  // the direction taken at a condition
  { d.loop_test(s, v, loop) } -> std::same_as<bool>;
  { d.matches(v, std::int64_t{}) } -> std::same_as<bool>; // a switch label
  { d.boolean(true) } -> std::same_as<typename D::value>;
  { d.integer(t, std::int64_t{}) } -> std::same_as<typename D::value>;
  { d.default_value(t) } -> std::same_as<typename D::value>;
  { d.void_value() } -> std::same_as<typename D::value>;
  { d.type_of(v) } -> std::same_as<ir::type>;
  { d.literal(e) } -> std::same_as<typename D::value>;
  { d.unary(o, v) } -> std::same_as<typename D::value>;
  { d.binary(o, v, v, pos) } -> std::same_as<typename D::value>; // Java's exceptions included
  { d.cast(v, t) } -> std::same_as<typename D::value>;
  { d.same_reference(v, v, pos) } -> std::same_as<bool>;
  { d.concat(v, pos, v, pos) } -> std::same_as<typename D::value>;              // String + anything: a new object
  { d.string_object(v, ir::text_object{}) } -> std::same_as<typename D::value>; // a String as that object
  { d.string_object_if(v, v, v) } -> std::same_as<typename D::value>;           // (c, v, w): w's object where c
  { d.text_if(v, v, v) } -> std::same_as<typename D::value>; // (c, v, w): a new String, w's text where c, else v's
  d.print(e, std::optional<typename D::value>{});            // System.out/err.print(ln)
  { d.intrinsic(e, vs) } -> std::same_as<typename D::value>;
  { d.uninterpreted(e, vs) } -> std::same_as<typename D::value>;
  // `throw` of an exception object, with its class's name and its message (none: compared by class)
  d.throw_exception(std::string{}, std::optional<typename D::value>{}, v, pos);
  d.unsupported(pos, std::string{});                         // a run that reaches what no run models
  d.abstracted(s);                                           // an abstracted block runs (diff/abstraction.hpp)
  { d.new_array(e, vs) } -> std::same_as<typename D::value>; // its lengths, one per dimension
  { d.array_of(t, vs) } -> std::same_as<typename D::value>;
  { d.array_length(v, pos) } -> std::same_as<typename D::value>;
  { d.load(v, v, pos) } -> std::same_as<typename D::value>; // a[i]
  { d.element(v, v, pos) } -> std::same_as<typename D::element_ref>;
  { d.load(slot) } -> std::same_as<typename D::value>; // read and write a slot `element` found
  d.store(slot, v);
  { d.new_instance(t, pos) } -> std::same_as<typename D::value>; // of class t, fields at defaults
  d.raise(ir::raised{}, pos); // an error the language's runtime raises (its class: program::raised_class), no message
  d.raise(ir::raised{}, pos, v); // and with its message (engine/semantics/raised_message.hpp)
  { d.field(v, std::uint32_t{}, pos) } -> std::same_as<typename D::value *>; // null: NullPointerException
  { d.self(v, pos) } -> std::same_as<typename D::value>;                     // `this`
  d.receiver(v, pos);                                                        // of an instance call
};

/// Is reference v (of static type t) null in domain d? The one test the executor and the String
/// methods make before a dereference.
template <class D> bool is_null(D &d, const typename D::value &v, ir::type t, source_pos pos) {
  return d.same_reference(v, d.default_value(t), pos);
}

} // namespace symdelta::engine
