// expected: NEQ
// why: both parameters may be one array, whose first element the second write overwrites
// witness: {0}, {0}, a
class V {
  public static int snippet(int[] a, int[] b) {
    if (a.length == 0 || b.length == 0) return 0;
    a[0] = 1;
    b[0] = 2;
    return a[0];
  }
}
