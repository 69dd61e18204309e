class UnicodeEscape {
  static int snippet(int \u0078) {
    \u0069nt \u0041bc = x;
    return Abc;
  }
}
