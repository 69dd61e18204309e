// expected: NEQ
// why: the new version reads the first text of an empty array, which throws ArrayIndexOutOfBoundsException.
// witness: new String[0], null, null, null
class V {
  public static int snippet(String[] a) {
    if (a == null || a.length == 0 || a[0] == null) return -1;
    return a[0].length();
  }
}
