// expected: NEQ
// why: a text that the other one starts with compares by length, not by the sign alone
// witness: 10
class V {
  public static int snippet(int x) {
    if (x < 0 || x > 99) return 0;
    return String.valueOf(x).compareTo("1");
  }
}
