// expected: EQ
// why: a multi-catch of two classes handles what two catch clauses with the same block handle
class V {
  public static int snippet(int x) {
    try {
      if (x < 0) throw new IllegalArgumentException("negative");
      if (x > 100) throw new IllegalStateException("large");
      return x;
    } catch (IllegalArgumentException | IllegalStateException e) {
      return -1;
    }
  }
}
