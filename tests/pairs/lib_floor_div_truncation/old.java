// expected: NEQ
// why: Math.floorDiv rounds down, / truncates toward zero
// witness: -1, 2
class V {
  public static int snippet(int x, int y) {
    return y == 0 ? 0 : Math.floorDiv(x, y);
  }
}
