#pragma once
// What a caller can observe of one call, and how two versions' observations compare
// (docs/engine.md, "What is compared"): how the call ended (the returned value, or the exception
// thrown: its class, and its message when the program built it), the text printed on System.out
// and System.err, the final value of every static field both versions declare, and the contents
// of the arrays and objects reachable from them, the arguments and the receiver. Heaps compare
// structurally, up to the identity of the objects the call created: arrays element by element,
// objects field by field (the instance fields both versions declare), and which object each
// reference designates (component::identity), so aliasing is respected. A difference is named
// by its component and position, e.g. `static cache[2]`, `static cache.length`, `this.count`.
//
// This file compares concrete runs (engine/execution/interpreter.hpp); engine/versions/components.hpp names the
// components, which the symbolic engine builds from terms (engine/explore/product_explorer.hpp).
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/engine/execution/interpreter.hpp"
#include "symdelta/engine/values/java_format.hpp"
#include "symdelta/engine/versions/components.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/model/records.hpp"

namespace symdelta::engine {

/// The text a run printed on one stream, as the stream's UTF-8 bytes (core/text.hpp: a lone
/// surrogate is '?'), and whether it shows an inexact floating-point value (ideal runs).
struct printed_text {
  std::string text;
  bool inexact = false;
};

inline printed_text printed(const outcome &o, ir::stream s) {
  printed_text p;
  for (const auto &e : o.output)
    if (e.stream == s) {
      p.text += e.text;
      p.inexact = p.inexact || e.inexact;
    }
  p.text = text::stream_bytes(p.text);
  return p;
}

/// How two concrete runs' observations compare.
struct run_comparison {
  std::vector<std::string> differs; // components seen to differ
  std::vector<std::string> unknown; // components the runs cannot tell apart or equal (ideal runs)
  std::string detail;               // why, or why results count as equal
  /// The runs differ for certain (a component differs), agree (every component is equal), or
  /// cannot tell (nullopt).
  [[nodiscard]] std::optional<bool> verdict() const {
    if (!differs.empty()) return true;
    if (!unknown.empty()) return std::nullopt;
    return false;
  }
};

/// Compares two versions' runs (witnesses) component by component. In ideal semantics
/// floating-point values carry rounding bounds: they differ when their intervals are disjoint and they are more
/// than `tolerance` apart (relative), agree when within it, and cannot tell otherwise. In the JVM's
/// (`exact`), floats and doubles are the same when Double.equals says so: the same bits, any NaN
/// the same as another, 0.0 not -0.0.
class observation_comparer {
public:
  observation_comparer(const ir::program &old_p, const ir::program &new_p, double tolerance, observe_mode mode,
                       bool exact = false)
      : statics_(shared_statics(old_p, new_p)), fields_(shared_fields(old_p, new_p, false)), prog_{&old_p, &new_p},
        tolerance_(tolerance), mode_(mode), exact_(exact) {}

  /// `fn` is the old version's entry function (for the arguments' names).
  run_comparison compare(const outcome &a, const outcome &b, const ir::function &fn) const {
    run_comparison c;
    const bool threw = a.what == outcome::kind::threw, both_threw = threw && b.what == outcome::kind::threw;
    if (a.what != b.what || (both_threw && a.exception != b.exception)) {
      c.differs.emplace_back(component::ending);
      return c; // one returned and the other threw, or different classes: the rest may never have run
    }
    identity_numbering ids[2]; // one heap walk per run, in the same order (component::identity)
    for (const auto &[address, input] : a.input_objects)
      ids[0].name_input(address, input);
    for (const auto &[address, input] : b.input_objects)
      ids[1].name_input(address, input);
    if (!threw && !a.result.s.ty.is_void()) value_pair(c, std::string(component::returned), a.result, b.result, ids);
    if (mode_ == observe_mode::return_only) return c; // PASDA's comparison: no message either
    if (both_threw && a.message && b.message)
      value_pair(c, std::string(component::message), *a.message, *b.message, ids);
    for (const auto s : {ir::stream::out, ir::stream::err}) {
      const printed_text x = printed(a, s), y = printed(b, s);
      text_pair(c, component::stream(s), x.text, x.inexact, y.text, y.inexact);
    }
    if (a.receiver.object() || b.receiver.object())
      value_pair(c, std::string(component::receiver), a.receiver, b.receiver, ids);
    for (const auto &f : statics_)
      if (f.index[0] < a.statics.size() && f.index[1] < b.statics.size())
        value_pair(c, component::static_field(f.name), a.statics[f.index[0]], b.statics[f.index[1]], ids);
    for (std::size_t k = 0; k < a.arguments.size() && k < b.arguments.size(); ++k)
      if (a.arguments[k].s.ty.is_reference())
        value_pair(c, component::argument(fn.locals[k].name), a.arguments[k], b.arguments[k], ids);
    return c;
  }

  /// A component's value in a report, objects and arrays (of version `p`) shown whole.
  static std::string show(const value &v, const ir::program &p) {
    if (v.s.ty.is_primitive() || v.is_null() || v.string()) return show(v);
    return structured_text(v, p, [](const value &x) { return show(x); });
  }

  /// A component's value in a report: a Java literal, a quoted text, `null` or `<array of n>`.
  static std::string show(const value &v) {
    if (v.s.ty.is_void()) return "void";
    if (const std::string *s = v.string()) return java_quoted(*s);
    if (v.is_null()) return "null";
    if (const heap_array *arr = v.array())
      return fmt::format("<{} array of {}>", ir::to_string(arr->elem), arr->items.size());
    if (!v.s.ty.is_primitive()) return "<object>";
    std::string s = java_to_string(v.s);
    if (v.s.ty.is_floating() && v.err != 0) s += fmt::format(" (+- {:.3g})", v.err);
    return s;
  }

private:
  std::vector<shared_field> statics_;
  std::vector<shared_field> fields_; // instance fields, compared in every object
  const ir::program *prog_[2];
  double tolerance_;
  observe_mode mode_;
  bool exact_;

  void text_pair(run_comparison &c, const std::string &name, const std::string &x, bool x_inexact, const std::string &y,
                 bool y_inexact) const {
    if (x == y) return; // the same digits: equal, or (inexact) as close as printing shows
    if (x_inexact || y_inexact) {
      c.unknown.push_back(name);
      c.detail = fmt::format("{} shows floating-point values whose digits ideal semantics does not fix", name);
      return;
    }
    c.differs.push_back(name);
  }

  /// Compares two values; arrays and objects structurally, numbering them by first visit in
  /// each run (`ids`), so that aliasing in one run and not the other is a difference.
  void value_pair(run_comparison &c, const std::string &name, const value &x, const value &y,
                  identity_numbering ids[2]) const {
    if (x.is_null() || y.is_null()) {
      if (x.is_null() != y.is_null()) c.differs.push_back(name);
      return;
    }
    if (const std::string *s = x.string()) {
      const std::string *t = y.string();
      text_pair(c, name, *s, x.inexact_text, t ? *t : std::string(), y.inexact_text);
      return;
    }
    if (!x.s.ty.is_primitive()) {
      const heap_array *p = x.array(), *q = y.array();
      const heap_object *o = x.object(), *r = y.object();
      const auto [i, first] = ids[0].visit(x.heap_address());
      const auto [j, first_other] = ids[1].visit(y.heap_address());
      if (i != j || first != first_other || !p != !q) {
        c.differs.push_back(component::identity(name));
        return;
      }
      if (!first) return; // the object compared where it was first reached
      if (p) {
        if (p->items.size() != q->items.size()) {
          c.differs.push_back(component::length(name));
          return;
        }
        for (std::size_t k = 0; k < p->items.size(); ++k)
          value_pair(c, component::element(name, k), p->items[k], q->items[k], ids);
        return;
      }
      const std::uint32_t cls[2] = {x.s.ty.cls, y.s.ty.cls};
      if (prog_[0]->class_label(cls[0]) != prog_[1]->class_label(cls[1])) {
        c.differs.push_back(component::runtime_class(name));
        return;
      }
      for (const auto &f : fields_)
        if (prog_[0]->has_field(cls[0], f.index[0]) && prog_[1]->has_field(cls[1], f.index[1]))
          value_pair(c, component::field(name, f.name), o->fields[f.index[0]], r->fields[f.index[1]], ids);
      return;
    }
    const std::optional<bool> d = scalar_differs(x, y, c.detail);
    if (!d)
      c.unknown.push_back(name);
    else if (*d)
      c.differs.push_back(name);
  }

  /// Do two primitive values differ? nullopt when rounding bounds cannot tell.
  std::optional<bool> scalar_differs(const value &x, const value &y, std::string &detail) const {
    if (!x.s.ty.is_floating()) return x.s.i != y.s.i;
    if (exact_) {
      if (x.s.ty.is(ir::prim::float_))
        return !(std::isnan(x.s.f) && std::isnan(y.s.f)) &&
               std::bit_cast<std::uint32_t>(x.s.f) != std::bit_cast<std::uint32_t>(y.s.f);
      return !(std::isnan(x.s.d) && std::isnan(y.s.d)) &&
             std::bit_cast<std::uint64_t>(x.s.d) != std::bit_cast<std::uint64_t>(y.s.d);
    }
    // reals: a difference beyond both rounding bounds counts if it is beyond the relative
    // tolerance too; results within their bounds of each other may be equal, which counts as
    // agreeing only if the bounds themselves are within the tolerance
    const long double gap = std::fabs(x.approx - y.approx); // rounded: take the number below it
    const long double bounds = std::nextafter(x.err + y.err, std::numeric_limits<long double>::infinity());
    const long double allowed = tolerance_ * std::max(std::fabs(x.approx), std::fabs(y.approx));
    if (std::nextafter(gap, 0.0L) > bounds) {
      if (gap > allowed) return true;
      detail = fmt::format("the results differ by {:.3g}, within the relative tolerance {:g}", gap, tolerance_);
      return false;
    }
    if (x.err + y.err == 0) return false; // the same number
    if (bounds <= allowed) {
      detail = fmt::format("the results are equal up to their rounding bounds (+- {:.3g}), within the relative "
                           "tolerance {:g}",
                           bounds, tolerance_);
      return false;
    }
    detail = fmt::format("the results lie within their rounding bounds (+- {:.3g}) of each other: the runs cannot tell",
                         bounds);
    return std::nullopt;
  }
};

} // namespace symdelta::engine
