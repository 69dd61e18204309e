// expected: NEQ
// why: two rows of an array of arrays may be one array, so a write to the first changes what the second reads
// witness: new int[2][], {0}, {0}, null, m[0], none
class V {
  public static int snippet(int[][] m) {
    if (m == null || m.length < 2 || m[0] == null || m[1] == null || m[0].length < 1 || m[1].length < 1) return 0;
    m[0][0] = 1;
    return m[1][0];
  }
}
