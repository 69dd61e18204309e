// expected: EQ
// why: compareTo gives the difference of the first differing characters, or of the lengths
class V {
  public static int snippet(int x) {
    String s = x > 0 ? "abc" : x < 0 ? "abd" : "ab";
    return s.compareTo("abc");
  }
}
