// expected: NEQ
// why: the old version's case "a" falls through to case "b"
// witness: 1
class V {
  public static int snippet(int x) {
    String s = x == 1 ? "a" : x == 2 ? "b" : "c";
    int r = 0;
    switch (s) {
      case "a":
        r += 1;
      case "b":
        r += 2;
        break;
      default:
        r = 9;
    }
    return r;
  }
}
