// expected: EQ
// why: isEmpty() is length() == 0, and both versions test null first.
class V {
  public static boolean snippet(String s) {
    return s != null && s.isEmpty();
  }
}
