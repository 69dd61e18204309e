// Must NOT compile: a type that is not a solver backend used where one is required. The build of
// this file is a test (compile_fail_not_a_backend) that passes when the compiler rejects it with
// the concept's name in the message.
#include "symdelta/solver/concepts.hpp"

struct not_a_backend {
  using term = int;
  using sort = int;
};

int main() {
  not_a_backend s;
  symdelta::solver::scope<not_a_backend> guard(s);
}
