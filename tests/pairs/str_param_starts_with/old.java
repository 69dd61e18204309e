// expected: EQ
// why: startsWith("ab") compares the first two characters, after checking there are two; null throws in both.
class V {
  public static boolean snippet(String s) {
    return s.startsWith("ab");
  }
}
