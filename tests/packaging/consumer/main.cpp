// Embeds symdelta: lowers a Java method and runs it with the concrete interpreter, and stores a
// run record in a results database (SQLite comes with the package's dependencies).
#include <cstdio>

#include <symdelta/symdelta.hpp>

int main() {
  auto prog = symdelta::java::frontend::parse("class A { static int snippet(int x) { return x * x + 1; } }", "A.java");
  if (!prog) {
    std::puts(prog.error().to_string().c_str());
    return 1;
  }
  symdelta::engine::interpreter interp(*prog);
  const auto out = interp.call(0, {symdelta::engine::value::of(symdelta::ir::scalar::of_int(6))});
  std::printf("consumer: snippet(6) = %lld\n", static_cast<long long>(out.result.s.i));
  symdelta::run_record run;
  run.policy = "pasda";
  run.solver = "z3";
  symdelta::report::sqlite::database db(":memory:");
  db.store({.benchmark = "A", .expected = "?", .tool_name = "pasda/z3", .run = run});
  std::printf("consumer: %zu check stored\n", db.program_rows().size());
  return out.result.s.i == 37 && db.program_rows().size() == 1 ? 0 : 1;
}
