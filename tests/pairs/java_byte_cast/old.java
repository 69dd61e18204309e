// expected: NEQ
// why: ideal semantics keeps the value of a narrowing cast, the JVM keeps its low eight bits, which the new version sign-extends by hand
// witness: 128
// jvm: EQ
class V {
  public static int snippet(int x) {
    return (byte) x;
  }
}
