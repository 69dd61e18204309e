// expected: NEQ
// why: a return in finally discards the exception the try block throws in the old version
// witness: -1
class V {
  public static int snippet(int x) {
    try {
      if (x < 0) throw new IllegalArgumentException("negative");
      return x;
    } finally {
      if (x < 0) return 0;
    }
  }
}
