class V {
  int n;

  public boolean snippet(V o) {
    if (o == null) return false;
    return o.n == n;
  }
}
