// expected: NEQ
// why: for an empty array Arrays.copyOf throws NegativeArraySizeException, Arrays.copyOfRange IllegalArgumentException
// witness: {}
import java.util.Arrays;

class V {
  public static int[] snippet(int[] a) {
    return Arrays.copyOf(a, a.length - 1);
  }
}
