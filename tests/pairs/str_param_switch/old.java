// expected: NEQ
// why: the new version maps "b" to 3.
// witness: "b"
class V {
  public static int snippet(String s) {
    switch (s) {
      case "a": return 1;
      case "b": return 2;
      default: return 0;
    }
  }
}
