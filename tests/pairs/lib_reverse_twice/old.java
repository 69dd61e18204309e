// expected: NEQ
// why: ideal semantics shifts without wrap-around and keeps the high bits reversing pushes out; on the JVM reversing twice gives the number back
// witness: 1
// jvm: EQ
class V {
  public static int snippet(int x) {
    return Integer.reverse(Integer.reverse(x));
  }
}
