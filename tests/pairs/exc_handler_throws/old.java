// expected: NEQ
// why: an exception thrown by an inner handler is not caught by a sibling handler but by the outer one; in the new version the outer handler differs
// witness: 0
class V {
  public static int snippet(int x) {
    try {
      try {
        if (x == 0) throw new IllegalArgumentException();
        return x;
      } catch (IllegalArgumentException e) {
        throw new IllegalStateException();
      } catch (IllegalStateException e) {
        return -5;
      }
    } catch (IllegalStateException e) {
      return -7;
    }
  }
}
