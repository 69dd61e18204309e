// expected: NEQ
// why: ideal semantics shifts without wrap-around, so 1 << 31 is 2^31, not the sign bit Integer.highestOneBit keeps
// witness: -1
// jvm: EQ
class V {
  public static int snippet(int x) {
    return Integer.highestOneBit(x);
  }
}
