// expected: EQ
// why: Arrays.equals on int arrays: the same array, or both non-null with equal lengths and elements
import java.util.Arrays;

class V {
  public static boolean snippet(int[] a, int[] b) {
    if ((a != null && a.length > 3) || (b != null && b.length > 3)) return false; // (the heap bound)
    return Arrays.equals(a, b);
  }
}
