class V {
  public static int snippet(int a, int b, int c) {
    int[] d = {a, b, c};
    int sum = 0;
    for (int x : d)
      if (x != 0) sum += 60 / x;
    return sum;
  }
}
