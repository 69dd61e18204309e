// expected: NEQ
// why: a return in finally replaces the try block's return in the old version
// witness: 0
class V {
  public static int snippet(int x) {
    try {
      return x + 1;
    } finally {
      if (x == 0) return 42;
    }
  }
}
