// expected: NEQ
// why: Arrays.copyOfRange throws ArrayIndexOutOfBoundsException when the range starts past the array's end, the loop copies what there is
// witness: {}
import java.util.Arrays;

class V {
  public static int[] snippet(int[] a) {
    return Arrays.copyOfRange(a, 1, 3);
  }
}
