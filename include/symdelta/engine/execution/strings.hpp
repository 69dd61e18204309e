#pragma once
// Java's String methods on any value domain (executor.hpp): what Java throws first (a null
// receiver or argument, an index out of range, with the JVM's messages), then the method on its
// values, and which object the result is (the receiver itself, an interned text, a new one).
#include <vector>

#include "symdelta/engine/execution/domain.hpp"
#include "symdelta/engine/semantics/raised_message.hpp"
#include "symdelta/ir/intrinsic.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta::engine {

template <class Domain> class string_methods {
public:
  using value = typename Domain::value;

  explicit string_methods(Domain &d) : d_(d) {}

  /// String method `f` on `args` (not null, indices in range), as its intrinsic computes it.
  value call(ir::intrinsic f, ir::type result, const std::vector<value> &args, source_pos pos) {
    ir::expr call;
    call.kind = ir::expr_kind::intrinsic;
    call.fn = f;
    call.ty = result;
    call.pos = pos;
    return d_.intrinsic(call, args);
  }

  /// A String method: what Java throws first (a null receiver or argument, an index out of
  /// range), then the method on its values. substring and concat give the receiver itself where
  /// they change nothing, the interned "" for an empty substring, else a new object (the JDK's).
  value method(const ir::expr &e, std::vector<value> a) {
    using I = ir::intrinsic;
    const source_pos pos = e.pos;
    if (is_null(d_, a[0], ir::string_type, pos)) d_.raise(ir::raised::null_pointer, pos);
    if (a.size() > 1 && !e.args[1].ty.is_primitive() && is_null(d_, a[1], ir::string_type, pos)) {
      if (e.fn == I::string_equals) return d_.boolean(false);
      d_.raise(ir::raised::null_pointer, pos);
    }
    const auto same = [&](const value &x, const value &y) { return d_.binary(ir::op::eq, x, y, pos); };
    if (e.fn == I::string_concat) {
      const value r = d_.string_object(d_.intrinsic(e, a), ir::text_object::fresh);
      return d_.string_object_if(call(I::string_is_empty, ir::boolean_type, {a[1]}, pos), r, a[0]);
    }
    if (e.fn == I::string_char_at || e.fn == I::string_substring) {
      const value n = call(I::string_length, ir::int_type, {a[0]}, pos);
      const auto less = [&](const value &x, const value &y) { return d_.truth(d_.binary(ir::op::lt, x, y, pos)); };
      const value zero = d_.integer(ir::int_type, 0);
      if (e.fn == I::string_char_at && (less(a[1], zero) || !less(a[1], n)))
        // a choice of texts, not a branch: whether a symbolic text is Latin-1 is a function of it,
        // which stays out of the path condition
        d_.raise(ir::raised::string_index, pos,
                 d_.text_if(call(I::string_is_latin1, ir::boolean_type, {a[0]}, pos),
                            raised_message::utf16_string_index(d_, a[1], n, pos),
                            raised_message::string_index(d_, a[1], pos)));
      if (e.fn == I::string_substring) {
        if (a.size() == 2) a.push_back(n); // substring(begin): to the end
        if (less(a[1], zero) || less(n, a[2]) || less(a[2], a[1]))
          d_.raise(ir::raised::string_index, pos, raised_message::substring_range(d_, a[1], a[2], n, pos));
        value r = d_.string_object(d_.intrinsic(e, a), ir::text_object::fresh);
        r = d_.string_object_if(same(a[1], a[2]), r, d_.string_object(r, ir::text_object::interned));
        const value whole = d_.binary(ir::op::bit_and, same(a[1], zero), same(a[2], n), pos);
        return d_.string_object_if(whole, r, a[0]);
      }
    }
    return d_.intrinsic(e, a);
  }

private:
  Domain &d_;
};

} // namespace symdelta::engine
