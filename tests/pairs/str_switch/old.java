// expected: EQ
// why: a switch on a String selects by equals, as an if chain does
class V {
  public static int snippet(int x) {
    String s = x > 0 ? "up" : x < 0 ? "down" : "none";
    switch (s) {
      case "up": return 1;
      case "down": return -1;
      default: return 0;
    }
  }
}
