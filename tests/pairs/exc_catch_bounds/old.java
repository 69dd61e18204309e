// expected: EQ
// why: catching ArrayIndexOutOfBoundsException is the same as testing the index against the length
class V {
  public static int snippet(int i) {
    int[] a = {3, 1, 4, 1, 5};
    try {
      return a[i];
    } catch (ArrayIndexOutOfBoundsException e) {
      return -1;
    }
  }
}
