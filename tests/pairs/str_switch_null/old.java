// expected: NEQ
// why: a switch on a null String throws NullPointerException, where the new version takes the default
// witness: 0
class V {
  public static int snippet(int x) {
    String s = x > 0 ? "on" : null;
    switch (s) {
      case "on": return 1;
      default: return 0;
    }
  }
}
