// expected: EQ
// why: ((x % y) + y) % y is the floored modulus over the integers, but x % y + y overflows on the JVM
// witness: 2147483646, 2147483647
// jvm: NEQ
class V {
  public static int snippet(int x, int y) {
    return y == 0 ? 0 : Math.floorMod(x, y);
  }
}
