// expected: NEQ
// why: a void method whose only effect is its output; zero is reported as positive by the new version
// witness: 0
// differs: System.out
// observe return: EQ
class V {
  public static void snippet(int n) {
    if (n > 0) System.out.println("positive");
    else System.out.println("not positive");
  }
}
