// expected: EQ
// why: appending to a StringBuilder builds the text concatenation builds
class V {
  public static String snippet(int x, boolean b) {
    StringBuilder sb = new StringBuilder("n=");
    sb.append(x).append(',').append(b);
    return sb.toString();
  }
}
