// expected: NEQ
// why: The new guard also lets x < y into the loop, which then scales by y where the old method returned 0.
// witness: 1, 2, 2
class Scaler {
    public static long snippet(long x, long y, int n) {
        long acc = 0;
        if (x == y && n > 0) {
            int k = 0;
            while (k <= n) {
                acc += x * k;
                k++;
            }
        }
        return acc;
    }
}
