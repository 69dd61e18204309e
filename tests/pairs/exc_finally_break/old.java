// expected: NEQ
// why: a break in finally ends the loop even after the exception, which the old version then swallows
// witness: 0
class V {
  public static int snippet(int x) {
    int r = 1;
    while (true) {
      try {
        r = 100 / x;
      } finally {
        break;
      }
    }
    return r;
  }
}
