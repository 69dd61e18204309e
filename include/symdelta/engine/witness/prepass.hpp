#pragma once
// The concrete pre-pass (docs/engine.md, "Witnesses"): before symbolic exploration, both versions
// run on inputs chosen from boundary values, the programs' own constants and their neighbours, and
// random values, through the witness runner (witness.hpp); a difference seen is a witness.
#include <algorithm>
#include <bit>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <fmt/format.h>
#include <limits>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "symdelta/engine/witness/witness.hpp"

namespace symdelta::engine {

/// The literals of a program (of its own classes, not of the library written in Java), as
/// candidates for the pre-pass: numbers (a switch's labels too) and texts.
struct program_literals {
  std::set<double> numbers;
  std::set<std::string> texts;

  explicit program_literals(const ir::program &p) {
    for (const auto &f : p.functions)
      if (f.owner >= p.classes.size() || !p.classes[f.owner].is_library) add(f.body);
    for (std::uint32_t i = 0; i < p.fields.size(); ++i)
      if (p.fields[i].owner >= p.classes.size() || !p.classes[p.fields[i].owner].is_library)
        for (const auto &e : p.fields[i].init)
          add(e);
  }

private:
  void add(const ir::expr &e) {
    if (e.kind == ir::expr_kind::literal && e.ty.is_primitive() && !e.ty.is_boolean())
      numbers.insert(e.ty.is_integral() ? static_cast<double>(e.lit.i)
                                        : (e.ty.is(ir::prim::float_) ? static_cast<double>(e.lit.f) : e.lit.d));
    if (e.kind == ir::expr_kind::literal && e.lit.ty.is(ir::prim::string)) texts.insert(e.lit.s);
    for (const auto &a : e.args)
      add(a);
  }
  void add(const ir::stmt &s) {
    for (const auto &e : s.exprs)
      add(e);
    for (const auto &b : s.body)
      add(b);
    for (const auto &c : s.cases) {
      for (auto l : c.labels)
        numbers.insert(static_cast<double>(l));
      for (const auto &b : c.body)
        add(b);
    }
  }
};

/// A random text of up to `longest` UTF-16 units: mostly characters of `alphabet` (UTF-8), now
/// and then one beyond ASCII.
template <class Rng> std::string random_text(Rng &rng, std::string_view alphabet, std::size_t longest = 8) {
  const std::vector<std::uint32_t> letters = text::codes(alphabet);
  const std::size_t n = std::uniform_int_distribution<std::size_t>(0, longest)(rng);
  std::string out;
  for (std::size_t i = 0; i < n; ++i)
    text::append_unit(out, letters.empty() || std::uniform_int_distribution<int>(0, 15)(rng) == 0
                               ? std::uniform_int_distribution<std::uint32_t>(0x80, 0xd7ff)(rng)
                               : letters[std::uniform_int_distribution<std::size_t>(0, letters.size() - 1)(rng)]);
  return out;
}

/// The concrete pre-pass: inputs from boundary values, the programs' constants and their
/// neighbours, and random values (a fixed seed: the same inputs every run), tried until one
/// shows a difference, `max_inputs` were tried or the deadline passed.
class prepass {
public:
  using clock = std::chrono::steady_clock;
  /// Statements per run and version: the pre-pass tries many inputs, none may take long.
  static constexpr std::uint64_t step_budget = 100'000;

  explicit prepass(const witness_runner &runner) : runner_(runner), ieee_(!runner.ideal()) {
    program_literals literals(runner.program(0)), more(runner.program(1));
    literals.numbers.merge(more.numbers);
    literals.texts.merge(more.texts);
    for (const ir::type t : runner.input_types())
      pools_.push_back(is_input_type(t) && !t.is(ir::prim::string)
                           ? pool(t.is_array() ? t.element() : t, literals.numbers, ieee_)
                           : std::vector<double>{});
    texts_ = text_pool(literals.texts);
    alphabet_ = "abcABC012 -.";
    for (const auto &t : literals.texts)
      alphabet_ += t;
    scalar_inputs_ = runner.plan().scalar_inputs();
  }

  /// Why the pre-pass cannot run ("" when it can).
  [[nodiscard]] std::string unsupported() const {
    const auto types = runner_.input_types();
    for (std::size_t k = 0; k < types.size(); ++k)
      if (!is_input_type(types[k]) && !runner_.plan().inputs[k].is_choice() &&
          !runner_.plan().inputs[k].has_element_inputs())
        return fmt::format("an input of type {}", ir::to_string(types[k]));
    return {};
  }

  /// Tries the next inputs, up to input number `until`; the first that shows a difference goes to
  /// `found`. A later call goes on where this one stopped; `rec` adds up the calls.
  void run(clock::time_point deadline, std::size_t until, program_witness &found, prepass_record &rec) {
    const auto start = clock::now();
    if (std::string why = unsupported(); !why.empty()) {
      rec.skipped = "not run: " + why;
      skipped_ = true;
      return;
    }
    const auto types = runner_.input_types();
    while (next_ < until && !found.found() && clock::now() < deadline) {
      const std::vector<value> args = next_input();
      if (scalar_inputs_) {
        tried_.emplace_back();
        for (const value &a : args)
          tried_.back().push_back(a.s);
      }
      const witness_record w = runner_.run(args, nullptr, step_budget, deadline);
      ++rec.tried;
      if (w.status == witness_status::undecidable) ++rec.undecidable;
      if (w.status == witness_status::confirmed) {
        found.source = "pre-pass";
        const std::vector<std::int64_t> choices = input_choices(runner_.plan(), args);
        for (std::size_t p = 0; p < types.size(); ++p)
          if (runner_.plan().exists(p, choices)) // a field of an object passed, where it is
            found.input.push_back({runner_.input_name(p), plan_literal(runner_.plan(), p, args[p])});
        found.old_effect = w.old_effect;
        found.new_effect = w.new_effect;
        found.differs = w.differs;
      }
    }
    rec.seconds += std::chrono::duration<double>(clock::now() - start).count();
  }

  /// The next input of the sequence the pre-pass tries (and --confirm-jvm's test of an EQ
  /// verdict on the JVM): the plan's inputs, in its order.
  std::vector<value> next_input() {
    const auto types = runner_.input_types();
    std::vector<value> args;
    for (std::size_t p = 0; p < types.size(); ++p) // (choose_references() chooses the others)
      args.push_back(types[p].is(ir::prim::string) ? choose_text(next_)
                     : is_input_type(types[p])     ? choose(types[p], pools_[p], next_, rng_, ieee_)
                                                   : value::of(ir::scalar::of_int(-1)));
    choose_references(runner_.plan(), args, rng_);
    ++next_;
    return args;
  }

  /// Inputs tried so far.
  [[nodiscard]] std::size_t tried() const { return next_; }
  /// Their values, when every input is a primitive (else none): symbolic exploration takes a
  /// branch direction one of them takes as feasible without asking the solver.
  [[nodiscard]] const std::vector<std::vector<ir::scalar>> &tried_inputs() const { return tried_; }
  /// Is there nothing left to try below input number `limit`?
  [[nodiscard]] bool finished(std::size_t limit) const { return skipped_ || next_ >= limit; }

private:
  const witness_runner &runner_;
  std::size_t next_ = 0;
  bool skipped_ = false;
  std::mt19937_64 rng_{0x5eedu}; // a fixed seed: the same inputs every run
  std::vector<std::vector<double>> pools_;
  std::vector<std::optional<std::string>> texts_; // Strings' (nullopt: null)
  std::string alphabet_;                          // of random texts
  bool ieee_;                                     // the JVM's arithmetic: floats and doubles of any bits
  bool scalar_inputs_ = false;                    // every input is a primitive: tried_ keeps their values
  std::vector<std::vector<ir::scalar>> tried_;

  /// Texts to try first: null, the empty text, short ones, and the programs' texts with their
  /// neighbours (one character more or less, another case).
  static std::vector<std::optional<std::string>> text_pool(const std::set<std::string> &texts) {
    std::vector<std::optional<std::string>> out;
    auto add = [&](std::optional<std::string> t) {
      if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(std::move(t));
    };
    add(""), add(std::nullopt);
    for (const char *t : {"a", "A", "0", " ", "ab", "abc", "12", "-1", "a b", "Hello"})
      add(std::string(t));
    for (const auto &t : texts) {
      add(t), add(t + "x"), add("x" + t);
      std::string upper = t, lower = t;
      for (auto &c : upper)
        c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
      for (auto &c : lower)
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
      add(upper), add(lower);
      if (const auto cs = text::codes(t); !cs.empty()) { // without its last character
        std::string shorter;
        for (std::size_t i = 0; i + 1 < cs.size(); ++i)
          text::append_unit(shorter, cs[i]);
        add(shorter);
      }
    }
    add(std::string("\u00e9t\u00e9"));
    return out;
  }

  /// Input k for a String: the pool first, then null one time in eight, a text of the pool one
  /// time in four, else a random text.
  value choose_text(std::size_t k) {
    const auto of = [](const std::optional<std::string> &t) {
      return t ? make_string(*t) : value::null_of(ir::string_type);
    };
    if (k < texts_.size()) return of(texts_[k]);
    const int kind = std::uniform_int_distribution<int>(0, 7)(rng_);
    if (kind == 0) return value::null_of(ir::string_type);
    if (kind <= 2) return of(texts_[std::uniform_int_distribution<std::size_t>(0, texts_.size() - 1)(rng_)]);
    return make_string(random_text(rng_, alphabet_));
  }

  static std::pair<double, double> range(ir::type t) {
    switch (t.base) {
    case ir::prim::byte_: return {-128, 127};
    case ir::prim::short_: return {-32768, 32767};
    case ir::prim::char_: return {0, 65535};
    case ir::prim::int_: return {INT32_MIN, INT32_MAX};
    case ir::prim::long_: return {-0x1p63, 0x1p63 - 1024};
    default: return {-std::numeric_limits<double>::max(), std::numeric_limits<double>::max()};
    }
  }

  /// Boundary values, then the constants and their neighbours, in the type's range; with IEEE
  /// arithmetic, a float's or double's special values too.
  static std::vector<double> pool(ir::type t, const std::set<double> &constants, bool ieee) {
    std::vector<double> out;
    if (t.is_boolean()) return {0, 1};
    // (not a structured binding: clang before 16 cannot capture one in a lambda, and the fuzz
    // targets are built with clang 14)
    const std::pair<double, double> bounds = range(t);
    const double lo = bounds.first, hi = bounds.second;
    auto add = [&](double v) {
      if (t.is_integral()) v = std::trunc(v);
      if (v >= lo && v <= hi && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
    };
    for (double v : {0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 10.0, -10.0, 100.0, -100.0, 1e-3, 1e3, -1e3, 1e6})
      add(v);
    if (t.is_integral()) {
      add(lo), add(hi), add(lo + 1), add(hi - 1);
    }
    if (ieee && t.is_floating()) {
      const bool f = t.is(ir::prim::float_);
      out.push_back(std::numeric_limits<double>::quiet_NaN());
      for (double v : {-0.0, std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()})
        out.push_back(v);
      add(f ? std::numeric_limits<float>::max() : hi), add(f ? -std::numeric_limits<float>::max() : lo);
      add(f ? std::numeric_limits<float>::denorm_min() : std::numeric_limits<double>::denorm_min());
    }
    for (double c : constants) {
      add(c), add(-c);
      if (t.is_integral())
        add(c - 1), add(c + 1);
      else
        add(c - 1), add(c + 1), add(c * (1 + 1e-6)), add(c * (1 - 1e-6)), add(c + 0.5), add(c - 0.5);
      if (ieee && t.is_floating()) { // the neighbours in the type's precision, where rounding turns
        const bool f = t.is(ir::prim::float_);
        const double inf = std::numeric_limits<double>::infinity();
        for (const double to : {inf, -inf})
          for (const double v : {c, -c})
            add(f ? static_cast<double>(std::nextafter(static_cast<float>(v), static_cast<float>(to)))
                  : std::nextafter(v, to));
      }
    }
    return out;
  }

  /// Input k for one parameter: the pools first (all parameters walk their pools together),
  /// then a mix of pool values and random ones. An array is null now and then, else of length 0
  /// to 5 in turn, then random up to 8, its elements chosen as values are.
  static value choose(ir::type t, const std::vector<double> &pool, std::size_t k, std::mt19937_64 &rng, bool ieee) {
    if (t.is_array()) {
      if (k % 7 == 6) return value::null_of(t);
      const std::size_t n = k < 12 ? k % 6 : std::uniform_int_distribution<std::size_t>(0, 8)(rng);
      std::vector<value> items;
      for (std::size_t i = 0; i < n; ++i)
        items.push_back(choose(t.element(), pool, k < 12 ? k + i : pool.size() + k, rng, ieee));
      return make_array(t, std::move(items));
    }
    double v = 0;
    if (k < pool.size())
      v = pool[k];
    else {
      std::uniform_int_distribution<int> kind(0, ieee && t.is_floating() ? 5 : 4);
      switch (kind(rng)) {
      case 0: v = pool[std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(rng)]; break;
      case 1: v = std::uniform_real_distribution<double>(-10, 10)(rng); break;
      case 2: v = std::uniform_real_distribution<double>(-1000, 1000)(rng); break;
      case 3: {
        const double mag = std::pow(10.0, std::uniform_real_distribution<double>(-6, 6)(rng));
        v = std::bernoulli_distribution(0.5)(rng) ? mag : -mag;
        break;
      }
      case 4: {
        const auto [lo, hi] = range(t);
        v = t.is_integral() ? std::uniform_real_distribution<double>(lo, hi)(rng)
                            : std::uniform_real_distribution<double>(-1e9, 1e9)(rng);
        break;
      }
      default: // any bits: every magnitude, subnormals and NaNs
        v = t.is(ir::prim::float_) ? static_cast<double>(std::bit_cast<float>(static_cast<std::uint32_t>(rng())))
                                   : std::bit_cast<double>(static_cast<std::uint64_t>(rng()));
      }
      if (t.is_integral()) {
        const auto [lo, hi] = range(t);
        v = std::clamp(std::round(v), lo, hi);
      }
    }
    if (t.is_boolean()) return value::of(ir::scalar::of_bool(v != 0));
    if (t.is(ir::prim::double_)) return value::of(ir::scalar::of_double(v));
    if (t.is(ir::prim::float_)) return value::of(ir::scalar::of_float(static_cast<float>(v)));
    return value::of(ir::scalar::of_integral(t, static_cast<std::int64_t>(v)));
  }
};

} // namespace symdelta::engine
