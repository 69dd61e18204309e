class V {
  public static float snippet(float f) {
    return f;
  }
}
