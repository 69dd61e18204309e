// expected: NEQ
// why: the parameter may be the receiver itself, whose field the second write overwrites
// witness: this, new V, 0
class V {
  int n;

  public int snippet(V o) {
    n = 1;
    o.n = 2;
    return n;
  }
}
