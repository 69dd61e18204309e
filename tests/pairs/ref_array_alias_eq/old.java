// expected: EQ
// why: copying one array into another element by element is the same whether or not they are one array
class V {
  public static void snippet(int[] a, int[] b) {
    if (a.length != 1 || b.length != 1) return;
    b[0] = a[0];
  }
}
