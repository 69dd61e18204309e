// expected: EQ
// why: Arrays.fill stores the value in every element, as the loop does
import java.util.Arrays;

class V {
  public static void snippet(int[] a, int v) {
    if (a.length > 3) return; // lengths beyond the heap bound are not modelled
    Arrays.fill(a, v);
  }
}
