// expected: EQ
// why: a float widened to double and back is the same float
class V {
  public static float snippet(float f) {
    return (float) (double) f;
  }
}
