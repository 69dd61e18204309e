// expected: EQ
// why: an exception class of the file carries a message through its constructor chain, as the library's does
class V {
  static class LimitException extends RuntimeException {
    LimitException(String message) { super(message); }
  }
  public static int snippet(int x) {
    if (x > 1000) throw new LimitException("over " + 1000);
    return x;
  }
}
