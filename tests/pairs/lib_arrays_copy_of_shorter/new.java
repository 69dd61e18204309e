import java.util.Arrays;

class V {
  public static int[] snippet(int[] a) {
    return Arrays.copyOfRange(a, 0, a.length - 1);
  }
}
