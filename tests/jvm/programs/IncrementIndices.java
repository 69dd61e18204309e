// features: pre/post ++/-- inside array indices (a[i++] += 2, a[++i] = a[i--]), left-to-right evaluation order of operands with side effects (i = i++ + ++i), compound assignment on array element with side-effecting index, long/double element ++, copying a parameter array
public class IncrementIndices {
    public static long snippet(int[] src, int start) {
        int n = Math.min(src.length, 32);
        int[] a = new int[n + 6];
        for (int i = 0; i < n; i++) {
            a[i] = src[i];
        }
        int i = start & 1;
        a[i++] += 2;
        a[i++] *= 3;
        a[++i] = a[i--] + 5;
        a[i] -= i++;
        int j = 0;
        j = j++ + ++j;
        int k = 5;
        k = k-- - --k;
        int m = 1;
        m += m++ + ++m;
        long[] l = new long[2];
        l[0]++;
        ++l[1];
        l[l.length - 1]--;
        double[] d = {0.5, 1.5};
        d[(int) d[0]]++;
        int p = 0;
        a[p++] = a[p++] + a[p];
        int x = 3;
        x = x++ * 2 + x;
        long h = 0;
        for (int q = 0; q < a.length; q++) {
            h = h * 31 + a[q];
        }
        return h * 1000003 + i * 7 + j * 11 + k * 13 + m * 17 + l[0] + l[1] * 19 + (long) (d[0] * 4) + p * 23 + x * 29;
    }
}
