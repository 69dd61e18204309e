// expected: EQ
// why: finally runs after the return value is computed, so incrementing the local there does not change the result
class V {
  static int count;
  public static int snippet(int x) {
    int r = x * 2;
    try {
      return r;
    } finally {
      r++;
      count++;
    }
  }
}
