// expected: EQ
// why: the length of a concatenation is the sum of the lengths, once both texts are known not to be null.
class V {
  public static int snippet(String s, String t) {
    if (s == null || t == null) return -1;
    return (s + t).length();
  }
}
