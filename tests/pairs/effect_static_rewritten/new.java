class V {
  static int positives;
  static int[] seen = new int[3];

  public static int snippet(int v) {
    positives += v > 0 ? 1 : 0;
    for (int i = 0; i < 3; i++)
      if (i == v) seen[i] = i;
    return v + v;
  }
}
