// expected: NEQ
// why: the old version's handler catches the file's exception class, the new one lets it through
// witness: 11
class V {
  static class TooBig extends Exception {
    final int by;
    TooBig(int by) { super("too big"); this.by = by; }
  }
  static int check(int x) throws TooBig {
    if (x > 10) throw new TooBig(x - 10);
    return x;
  }
  public static int snippet(int x) {
    try {
      return check(x);
    } catch (TooBig e) {
      return -e.by;
    }
  }
}
