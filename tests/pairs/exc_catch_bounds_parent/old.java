// expected: NEQ
// why: IndexOutOfBoundsException catches the array's exception, but the new version's bound test is off by one
// witness: 4
class V {
  public static int snippet(int i) {
    int[] a = {2, 7, 1, 8, 2};
    try {
      return a[i];
    } catch (IndexOutOfBoundsException e) {
      return 0;
    }
  }
}
