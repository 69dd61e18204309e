// expected: EQ
// why: an object is equal to itself by its field too, so the identity shortcut changes nothing
class V {
  int n;

  public boolean snippet(V o) {
    return o == this || (o != null && o.n == n);
  }
}
