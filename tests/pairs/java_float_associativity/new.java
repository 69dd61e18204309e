class V {
  public static float snippet(float a, float b, float c) {
    return a + (b + c);
  }
}
