// expected: NEQ
// why: two Strings of their own with equal texts are two objects: == is false where equals is true.
// witness: "a", "a", new String, new String
class V {
  public static boolean snippet(String s, String t) {
    return s == t;
  }
}
