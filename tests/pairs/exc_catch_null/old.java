// expected: EQ
// why: catching the NullPointerException of a null array is the same as testing it for null
class V {
  public static int snippet(int[] a) {
    try {
      return a.length;
    } catch (NullPointerException e) {
      return -1;
    }
  }
}
