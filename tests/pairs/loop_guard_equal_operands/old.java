// expected: EQ
// why: The loop runs only where x == y, and neither changes in it, so scaling by x or by y adds the same to the accumulator in every iteration.
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
