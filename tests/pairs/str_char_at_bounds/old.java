// expected: EQ
// why: charAt throws StringIndexOutOfBoundsException outside the text, which the handler turns into what the range test gives
class V {
  public static char snippet(int i) {
    try {
      return "abc".charAt(i);
    } catch (StringIndexOutOfBoundsException e) {
      return '?';
    }
  }
}
