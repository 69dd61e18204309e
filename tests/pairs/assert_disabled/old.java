// expected: EQ
// why: without -ea, as the JVM runs by default, an assert has no effect: its side effects never happen
class V {
  static int calls;

  public static int snippet(int x) {
    assert x++ > 0 : "x must be positive";
    assert (calls = calls + 1) > 0;
    return x + calls;
  }
}
