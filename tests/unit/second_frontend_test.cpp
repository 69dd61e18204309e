// A second language plugged into differ<>: the frontend concept (frontend/frontend.hpp) is all the
// engine asks of a language. The language is tiny, one integer function a line,
//   int main(int x, int y) = 2 * (x + y) - y
// with + - * and parentheses, lowered straight to IR by hand. Its entry convention is its own
// (`main`, not Java's `snippet` or the first method), so a differ that ignored the concept would
// compare the wrong function. Nothing here includes the Java frontend.
#include <cctype>
#include <charconv>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "symdelta/core/source_file.hpp"
#include "symdelta/engine/differ.hpp"
#include "symdelta/frontend/entry_method.hpp"
#include "symdelta/frontend/frontend.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/policy/policy.hpp"
#include "symdelta/solver/cvc5/backend.hpp"
#include "symdelta/solver/z3/backend.hpp"

namespace {

using namespace symdelta;

/// Recursive descent over one line; a syntax error is thrown as a diagnostic at its column.
class line_parser {
public:
  line_parser(std::string_view text, std::uint32_t line, const std::string &file)
      : text_(text), line_(line), file_(file) {}

  ir::function function() {
    ir::function f;
    keyword("int");
    f.pos = here();
    f.name = identifier();
    f.ret = ir::int_type;
    expect('(');
    if (!accept(')')) {
      do {
        keyword("int");
        ir::local_var p;
        p.pos = here();
        p.name = identifier();
        p.ty = ir::int_type;
        p.is_param = true;
        f.locals.push_back(std::move(p));
      } while (accept(','));
      expect(')');
    }
    f.param_count = static_cast<std::uint32_t>(f.locals.size());
    expect('=');
    params_ = &f.locals;
    ir::stmt ret;
    ret.kind = ir::stmt_kind::return_;
    ret.pos = here();
    ret.exprs.push_back(sum());
    if (skip_space() < text_.size()) fail("unexpected text after the expression");
    f.body.kind = ir::stmt_kind::block;
    f.body.pos = f.pos;
    f.body.body.push_back(std::move(ret));
    return f;
  }

private:
  ir::expr sum() {
    ir::expr e = product();
    while (true) {
      if (accept('+'))
        e = binary(ir::op::add, std::move(e), product());
      else if (accept('-'))
        e = binary(ir::op::sub, std::move(e), product());
      else
        return e;
    }
  }

  ir::expr product() {
    ir::expr e = atom();
    while (accept('*'))
      e = binary(ir::op::mul, std::move(e), atom());
    return e;
  }

  ir::expr atom() {
    skip_space();
    ir::expr e;
    e.ty = ir::int_type;
    e.pos = here();
    if (accept('(')) {
      e = sum();
      expect(')');
      return e;
    }
    if (accept('-')) {
      e.kind = ir::expr_kind::unary;
      e.o = ir::op::neg;
      e.args.push_back(atom());
      return e;
    }
    if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      std::int32_t v = 0;
      const auto [end, ec] = std::from_chars(text_.data() + pos_, text_.data() + text_.size(), v);
      if (ec != std::errc{}) fail("integer too large");
      pos_ = static_cast<std::size_t>(end - text_.data());
      e.kind = ir::expr_kind::literal;
      e.lit.ty = ir::int_type;
      e.lit.i = v;
      return e;
    }
    const std::string name = identifier();
    for (std::uint32_t slot = 0; slot < params_->size(); ++slot)
      if ((*params_)[slot].name == name) {
        e.kind = ir::expr_kind::local;
        e.index = slot;
        return e;
      }
    fail(fmt::format("unknown name '{}'", name));
  }

  static ir::expr binary(ir::op o, ir::expr a, ir::expr b) {
    ir::expr e;
    e.kind = ir::expr_kind::binary;
    e.ty = ir::int_type;
    e.pos = a.pos;
    e.o = o;
    e.args.push_back(std::move(a));
    e.args.push_back(std::move(b));
    return e;
  }

  std::size_t skip_space() {
    while (pos_ < text_.size() && text_[pos_] == ' ')
      ++pos_;
    return pos_;
  }
  source_pos here() { return {line_, static_cast<std::uint32_t>(skip_space() + 1)}; }
  bool accept(char c) {
    if (skip_space() < text_.size() && text_[pos_] == c) return ++pos_, true;
    return false;
  }
  void expect(char c) {
    if (!accept(c)) fail(fmt::format("'{}' expected", c));
  }
  std::string identifier() {
    const std::size_t start = skip_space();
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_'))
      ++pos_;
    if (pos_ == start || std::isdigit(static_cast<unsigned char>(text_[start]))) fail("a name expected");
    return std::string(text_.substr(start, pos_ - start));
  }
  void keyword(std::string_view k) {
    if (identifier() != k) fail(fmt::format("'{}' expected", k));
  }
  [[noreturn]] void fail(std::string message) {
    throw diagnostic_error{diagnostic{diagnostic::kind::syntax, file_, here(), std::move(message)}};
  }

  std::string_view text_;
  std::uint32_t line_;
  const std::string &file_;
  std::size_t pos_ = 0;
  const std::vector<ir::local_var> *params_ = nullptr;
};

struct tiny_frontend {
  static constexpr std::string_view language = "tiny";

  static result<ir::program> parse(std::string source, std::string file = {}) {
    ir::program p;
    p.file = file;
    p.class_name = "tiny";
    std::uint32_t line = 0;
    for (std::size_t start = 0; start <= source.size();) {
      const std::size_t end = std::min(source.find('\n', start), source.size());
      const std::string_view text = std::string_view(source).substr(start, end - start);
      ++line;
      start = end + 1;
      if (text.find_first_not_of(' ') == std::string_view::npos) continue;
      try {
        p.functions.push_back(line_parser(text, line, file).function());
      } catch (const diagnostic_error &e) {
        return e.diag;
      }
    }
    return p;
  }

  static result<ir::program> parse_file(const std::filesystem::path &path) {
    auto text = read_source_file(path);
    if (!text) return text.error();
    return parse(std::move(*text), path.string());
  }

  static result<std::uint32_t> entry_method(const ir::program &p, const std::string &name,
                                            std::optional<std::size_t> argc) {
    return choose_entry_method(p, name, argc, "main");
  }
};

static_assert(symdelta::frontend<tiny_frontend>);

template <class Solver> run_record check(const std::string &old_source, const std::string &new_source) {
  check_options opts;
  opts.semantics = semantics_mode::ideal; // the semantics the pairs below were written for
  opts.run_timeout = std::chrono::milliseconds(20'000);
  return differ<tiny_frontend, Solver, policy::pasda>(opts).check(old_source, new_source);
}

/// The helper comes first and is the same in both versions: only `main` tells the pairs apart.
std::string with_helper(const std::string &main) { return "int helper(int x) = x\n" + main + "\n"; }

} // namespace

TEST_CASE("a second frontend: the tiny language parses to IR", "[second_frontend]") {
  const auto p = tiny_frontend::parse(with_helper("int main(int x, int y) = 2 * (x + y) - -y"), "t");
  REQUIRE(p.ok());
  REQUIRE(p->functions.size() == 2);
  const auto entry = tiny_frontend::entry_method(*p, "", std::nullopt);
  REQUIRE(entry.ok());
  CHECK(p->functions[*entry].name == "main");
  CHECK(p->functions[*entry].param_count == 2);
  const auto bad = tiny_frontend::parse("int main(int x) = x +", "bad");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().pos.line == 1);
}

TEMPLATE_TEST_CASE("a second frontend: an equivalent pair is EQ", "[second_frontend]", solver::z3, solver::cvc5) {
  const run_record run = check<TestType>(with_helper("int main(int x, int y) = 2 * (x + y) - y"),
                                         with_helper("int main(int x, int y) = x + x + y"));
  INFO(run.error);
  CHECK(run.method == "main");
  CHECK(run.result == verdict::eq);
  CHECK_FALSE(run.witness.found());
}

TEMPLATE_TEST_CASE("a second frontend: a different pair is NEQ, with a witness", "[second_frontend]", solver::z3,
                   solver::cvc5) {
  const run_record run =
      check<TestType>(with_helper("int main(int x, int y) = x + y"), with_helper("int main(int x, int y) = x - y"));
  INFO(run.error);
  CHECK(run.method == "main");
  REQUIRE(run.result == verdict::neq);
  REQUIRE(run.witness.found());
  // x + y and x - y differ exactly where y is not 0
  std::optional<std::string> y;
  for (const auto &in : run.witness.input)
    if (in.name == "y") y = in.value;
  REQUIRE(y);
  INFO("witness y = " << *y);
  CHECK(*y != "0");
  CHECK(run.witness.old_effect != run.witness.new_effect);
}

TEMPLATE_TEST_CASE("a second frontend: its syntax errors reach the run record", "[second_frontend]", solver::z3,
                   solver::cvc5) {
  const run_record run = check<TestType>("int main(int x) = x +", "int main(int x) = x");
  CHECK(run.result == verdict::error);
  CHECK_THAT(run.error, Catch::Contains("old:1:"));
}
