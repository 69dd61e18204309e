// features: NegativeArraySizeException (new int[negative]), NullPointerException on null int[] (.length and element access), ArrayIndexOutOfBoundsException with negative and too-large index, JLS evaluation order (RHS ArithmeticException before null/bounds check in a[i] = expr), array default values
public class ArrayExceptions {
    public static int snippet(int[] a, int i, int n) {
        int mode = n & 3;
        int[] b = new int[n % 8];
        if (mode == 0) {
            b[i % 10] = 100 / (i & 1);
            return b.length + b[i % 10];
        }
        if (mode == 1) {
            a[i] = 1000 / (n >> 2);
            return a[i];
        }
        if (mode == 2) {
            int s = a.length;
            long[] c = new long[s];
            c[s - 1 - (i & 7)] = s;
            return (int) c[0] + s;
        }
        double[] d = new double[(n >> 2) % 5];
        int idx = i % 7;
        d[idx] += 1.5;
        return (int) (d[idx] * 2) + a[0];
    }
}
