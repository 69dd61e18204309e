#pragma once
// Z3's C++ API for the parts of the Z3 backend: the only file that includes z3++.h, so that one
// place says which Z3 the project builds against (DEVELOPERS.md: each solver header is included
// in exactly one place). Users include backend.hpp.
#include <z3++.h>

namespace symdelta::solver::z3_detail {

/// A term of the C API's `a`, after checking that making it raised no error.
inline ::z3::expr wrap(::z3::context &c, Z3_ast a) {
  c.check_error();
  return ::z3::expr(c, a);
}
inline ::z3::sort wrap_sort(::z3::context &c, Z3_sort s) {
  c.check_error();
  return ::z3::sort(c, s);
}

} // namespace symdelta::solver::z3_detail
