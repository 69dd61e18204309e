// expected: EQ
// why: the same count and the same array contents, written with a loop in the new version
class V {
  static int positives;
  static int[] seen = new int[3];

  public static int snippet(int v) {
    if (v > 0) positives++;
    if (v >= 0 && v < 3) seen[v] = v;
    return v * 2;
  }
}
