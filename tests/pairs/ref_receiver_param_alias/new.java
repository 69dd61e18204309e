class V {
  int n;

  public int snippet(V o) {
    n = 1;
    o.n = 2;
    return 1;
  }
}
