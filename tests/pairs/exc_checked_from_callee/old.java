// expected: EQ
// why: a checked exception thrown two calls deep and caught by the caller gives what a status value gives
class V {
  static class Invalid extends Exception {
    Invalid(String m) { super(m); }
  }
  static int parse(int x) throws Invalid {
    if (x < 0) throw new Invalid("negative");
    return x * 3;
  }
  static int twice(int x) throws Invalid {
    return parse(x) + parse(x);
  }
  public static int snippet(int x) {
    try {
      return twice(x);
    } catch (Invalid e) {
      return -1;
    }
  }
}
