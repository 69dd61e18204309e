// expected: NEQ
// why: Integer.toString makes a new object, never the interned literal "1".
// witness: 1
class V {
  public static boolean snippet(int x) {
    return Integer.toString(x) == "1";
  }
}
