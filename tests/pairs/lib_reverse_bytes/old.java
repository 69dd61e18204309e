// expected: NEQ
// why: reversing the bits is not reversing the bytes
// witness: 1
class V {
  public static int snippet(int x) {
    return Integer.reverse(x);
  }
}
