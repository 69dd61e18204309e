// expected: EQ
// why: addition of reals is associative, float addition rounds after each step
// witness: -441.91754f, 308.40576f, 7.4696875f
// jvm: NEQ
class V {
  public static float snippet(float a, float b, float c) {
    return a + b + c;
  }
}
