// expected: EQ
// why: catching NegativeArraySizeException is the same as testing the length's sign
class V {
  public static int snippet(int n) {
    try {
      int[] a = new int[n];
      return a.length;
    } catch (NegativeArraySizeException e) {
      return 0;
    }
  }
}
