// features: java.util.Arrays fill copyOf copyOfRange equals over primitive arrays (double equality by bits: NaN equal, -0.0 not 0.0), their exceptions (NullPointerException, NegativeArraySizeException, IllegalArgumentException with message, ArrayIndexOutOfBoundsException)
import java.util.Arrays;

public class LibraryArrays {
    public static int[] snippet(int[] a, int from, int to) {
        return Arrays.copyOfRange(a, from % 8, to % 8);
    }

    public static long[] snippetCopyOf(long[] a, int n) {
        return Arrays.copyOf(a, n % 6);
    }

    public static boolean snippetEquals(double[] a, double[] b) {
        return Arrays.equals(a, b);
    }

    public static boolean snippetEqualsInt(int[] a, int[] b) {
        return Arrays.equals(a, b) && Arrays.equals(Arrays.copyOf(a, a.length), b);
    }

    public static void snippetFill(char[] c, char v) {
        Arrays.fill(c, v);
    }

    public static int snippetMixed(float[] f, boolean flag, byte b) {
        float[] g = Arrays.copyOf(f, 3);
        boolean[] z = new boolean[2];
        Arrays.fill(z, flag);
        byte[] bs = new byte[4];
        Arrays.fill(bs, b);
        short[] s = Arrays.copyOfRange(new short[] {1, 2, 3}, 1, 5);
        return (Arrays.equals(f, g) ? 1 : 0) + (z[1] ? 2 : 0) + bs[3] * 4 + s[1] * 1000 + s.length * 10000;
    }
}
