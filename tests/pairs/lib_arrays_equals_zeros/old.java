// expected: EQ
// why: Arrays.equals compares doubles by their bits, so 0.0 and -0.0 differ on the JVM, where == finds them equal; ideal semantics has one zero
// witness: {0.0}, {-0.0}, none
// jvm: NEQ
// ideal: approximated
import java.util.Arrays;

class V {
  public static boolean snippet(double[] a, double[] b) {
    return Arrays.equals(a, b);
  }
}
