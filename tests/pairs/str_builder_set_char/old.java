// expected: EQ
// why: setCharAt and deleteCharAt edit the text as substrings do, and throw outside it
class V {
  public static String snippet(int i) {
    StringBuilder sb = new StringBuilder("abcd");
    try {
      sb.setCharAt(i, 'z');
      sb.deleteCharAt(0);
      return sb.toString() + sb.length() + sb.charAt(0);
    } catch (StringIndexOutOfBoundsException e) {
      return "out";
    }
  }
}
