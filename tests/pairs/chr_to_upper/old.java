// expected: NEQ
// why: toUpperCase leaves characters that are not lower-case letters alone, where subtracting 32 does not
// witness: '{'
class V {
  public static char snippet(char c) {
    if (c < 'a' || c > '~') return c;
    return Character.toUpperCase(c);
  }
}
