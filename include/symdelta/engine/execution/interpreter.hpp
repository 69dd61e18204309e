#pragma once
// The concrete interpreter: runs a function of a program on concrete arguments with the one
// executor (engine/execution/executor.hpp) over the concrete domain (engine/execution/concrete_domain.hpp), with the
// JVM's semantics or with ideal semantics (engine/semantics/ideal_arith.hpp: unbounded integers, reals) to
// run a witness the way the symbolic engine reasons. Java exceptions (integer division by zero,
// array bounds, negative array size, null dereference, runaway recursion, `throw`) end a run as
// an outcome, never as a crash; a step budget stops infinite loops.
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/engine/execution/concrete_domain.hpp"
#include "symdelta/engine/execution/executor.hpp"
#include "symdelta/engine/semantics/ideal_arith.hpp"
#include "symdelta/engine/values/value.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta::engine {

static_assert(value_domain<concrete_domain<jvm_arithmetic>> && value_domain<concrete_domain<ideal::arithmetic>>);

class interpreter {
public:
  interpreter(const ir::program &prog, run_options opts = {}) : prog_(prog), opts_(opts) {}

  /// Runs function `fn` on `args` (parameters only). An instance method runs on a receiver made
  /// by the class's constructor without parameters, or, given `receiver_fields` (one per field,
  /// statics' ignored), on one whose instance fields hold them (engine/versions/entry.hpp). Static fields
  /// start freshly initialised every run.
  /// `receiver`: an object allocated before (engine/witness/input_heap.hpp) that becomes the receiver,
  /// when the arguments may hold the receiver itself.
  outcome call(std::uint32_t fn, std::vector<value> args,
               const std::optional<std::vector<value>> &receiver_fields = std::nullopt,
               const std::optional<value> &receiver = std::nullopt) {
    outcome out;
    if (std::string why = check_call(fn, args, receiver_fields); !why.empty()) {
      out.what = outcome::kind::invalid_call;
      out.exception = std::move(why);
      return out;
    }
    if (opts_.ideal) return run<ideal::arithmetic>(fn, std::move(args), receiver_fields, receiver);
    return run<jvm_arithmetic>(fn, std::move(args), receiver_fields, receiver);
  }

  /// The values of the main class's static fields, their initialisers evaluated in order (the
  /// arguments of a call written as Java expressions, frontend::parse_arguments), or a diagnostic
  /// naming the exception one of them threw.
  result<std::vector<value>> static_values() {
    outcome out;
    concrete_domain<jvm_arithmetic> d(prog_, opts_, out);
    executor ex(d, prog_);
    try {
      ex.evaluate_statics();
    } catch (const concrete_throw &t) {
      return diagnostic{diagnostic::kind::usage, prog_.file, t.pos,
                        fmt::format("evaluation throws {}", t.exception_class)};
    } catch (const out_of_steps &) {
      return diagnostic{diagnostic::kind::usage, prog_.file, {}, "evaluation did not finish"};
    }
    return ex.statics;
  }

  /// The receiver a call given `receiver_fields` starts from (their values, and a final field's
  /// with an initialiser), in Java's semantics; nullopt if making it throws.
  std::optional<value> initial_receiver(const std::vector<value> &receiver_fields) {
    outcome out;
    concrete_domain<jvm_arithmetic> d(prog_, opts_, out);
    executor ex(d, prog_);
    try {
      ex.init_statics();
      return ex.instance_with(receiver_fields, {});
    } catch (const concrete_throw &) {
    } catch (const out_of_steps &) {
    }
    return std::nullopt;
  }

private:
  const ir::program &prog_;
  run_options opts_;

  /// The inputs of a run as its arithmetic takes them (ideal: a double's real value), the arrays
  /// and objects passed too, in place (each run has arrays and objects of its own), so that each
  /// keeps its identity (an input's, engine/witness/input_heap.hpp) and one passed twice is still one.
  template <class Arithmetic> struct input_values {
    std::set<const void *> met;
    value operator()(const value &v) {
      if (!v.s.ty.is_reference()) return Arithmetic::input(v);
      if (heap_array *a = v.array(); a && met.insert(a).second)
        for (auto &x : a->items)
          x = (*this)(x);
      if (heap_object *o = v.object(); o && met.insert(o).second)
        for (auto &x : o->fields)
          x = (*this)(x);
      return v;
    }
  };

  template <class Arithmetic>
  outcome run(std::uint32_t fn, std::vector<value> args, const std::optional<std::vector<value>> &receiver_fields,
              const std::optional<value> &receiver) {
    outcome out;
    concrete_domain<Arithmetic> d(prog_, opts_, out);
    executor ex(d, prog_);
    try {
      ex.init_statics();
      const ir::function &f = prog_.functions.at(fn);
      input_values<Arithmetic> input;
      for (auto &a : args)
        a = input(a);
      out.arguments = args; // references share their targets: the caller sees what the call changed
      if (f.is_constructor) // the built object is the call's result
        out.result = ex.construct(f.owner, fn, std::move(args), f.pos);
      else {
        if (!f.is_static) out.receiver = make_receiver(ex, input, receiver_fields, f.pos, receiver);
        out.result = ex.invoke(f, out.receiver, std::move(args));
      }
      out.what = outcome::kind::returned;
    } catch (const concrete_throw &t) {
      out.what = outcome::kind::threw;
      out.exception = std::string(t.exception_class);
      out.message = t.message;
      out.where = t.pos;
    } catch (const out_of_steps &) {
      out.what = outcome::kind::budget_exhausted;
    } catch (const ideal::undecidable &u) {
      out.what = outcome::kind::undecidable;
      out.exception = u.reason;
      out.where = d.position();
    }
    const std::size_t printed = out.output.size(); // what an initialiser prints now is not the call's
    try {
      ex.initialize_all(); // the classes the call did not use, as an observer reading them finds them
    } catch (const concrete_throw &) {
    } catch (const out_of_steps &) {
    }
    out.output.erase(out.output.begin() + static_cast<std::ptrdiff_t>(printed), out.output.end());
    out.statics = ex.statics;
    out.steps = d.steps();
    return out;
  }

  /// An instance method's receiver: with `fields` (inputs of the run), else what the constructor
  /// without parameters builds.
  template <class Executor, class Input>
  value make_receiver(Executor &ex, Input &input, const std::optional<std::vector<value>> &fields, source_pos pos,
                      const std::optional<value> &into) const {
    if (!fields) return ex.construct(0, default_constructor(), {}, pos, into);
    std::vector<value> inputs;
    for (const auto &x : *fields)
      inputs.push_back(input(x));
    return ex.instance_with(inputs, pos, into);
  }

  /// Why `call(fn, args)` cannot run, or "" when it can.
  std::string check_call(std::uint32_t fn, const std::vector<value> &args,
                         const std::optional<std::vector<value>> &receiver_fields) const {
    if (fn >= prog_.functions.size()) return fmt::format("no function #{}", fn);
    if (!prog_.uninterpreted.empty()) return "an abstracted program (uninterpreted functions) cannot run concretely";
    if (receiver_fields && receiver_fields->size() != prog_.fields.size())
      return fmt::format("{} receiver fields given, the class has {}", receiver_fields->size(), prog_.fields.size());
    const ir::function &f = prog_.functions[fn];
    if (args.size() != f.param_count)
      return fmt::format("{} takes {} arguments, {} given", f.name, f.param_count, args.size());
    for (std::uint32_t i = 0; i < f.param_count; ++i) {
      const ir::type want = f.locals[i].ty, got = args[i].s.ty;
      const bool subclass = want.is_class() && got.is_class() && prog_.is_subclass(got.cls, want.cls);
      if (got != want && !subclass && !(want.is_reference() && args[i].is_null()))
        return fmt::format("argument {} of {} has type {}, not {}", i + 1, f.name, prog_.type_label(got),
                           prog_.type_label(want));
    }
    if (!f.is_static && !prog_.classes.empty() && prog_.classes[0].is_abstract)
      return fmt::format("{} of the abstract class {} needs a receiver, and none can be built", f.name,
                         prog_.class_name);
    if (!f.is_static && !f.is_constructor && default_constructor() == ir::no_function && !receiver_fields)
      for (const auto &g : prog_.functions)
        if (g.is_constructor && g.owner == 0)
          return fmt::format("instance method {} needs a receiver, and the class has no constructor without parameters",
                             f.name);
    return {};
  }

  std::uint32_t default_constructor() const {
    return prog_.constructor_without_parameters(0); // no_function: the implicit one, valid when none is declared
  }
};

} // namespace symdelta::engine
