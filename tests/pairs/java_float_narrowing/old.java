// expected: EQ
// why: a real survives a cast to float; a double loses its low bits
// witness: 0.1
// jvm: NEQ
class V {
  public static double snippet(double x) {
    return (double) (float) x;
  }
}
