// expected: EQ
// why: a handler inside a loop skips the elements whose division throws, as a test does
class V {
  public static int snippet(int a, int b, int c) {
    int[] d = {a, b, c};
    int sum = 0;
    for (int i = 0; i < d.length; i++) {
      try {
        sum += 60 / d[i];
      } catch (ArithmeticException e) {
        continue;
      }
    }
    return sum;
  }
}
