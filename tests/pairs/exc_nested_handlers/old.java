// expected: EQ
// why: an inner handler for one class and an outer one for another give the same results as one handler testing both cases
class V {
  public static int snippet(int x, int y) {
    try {
      try {
        if (x < 0) throw new IllegalStateException();
        return 100 / y;
      } catch (ArithmeticException e) {
        return -2;
      }
    } catch (IllegalStateException e) {
      return -1;
    }
  }
}
