// expected: NEQ
// why: the subclass's handler comes first in the old version only; the new one catches every RuntimeException alike
// witness: -1
class V {
  public static int snippet(int x) {
    try {
      if (x < 0) throw new IllegalArgumentException();
      if (x > 100) throw new IllegalStateException();
      return x;
    } catch (IllegalArgumentException e) {
      return -1;
    } catch (RuntimeException e) {
      return -2;
    }
  }
}
