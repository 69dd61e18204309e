// expected: EQ
// why: The loop sits on the else side of lo >= hi, so lo < hi holds in every iteration and Math.min(lo, hi) is lo.
class V {
    public static int snippet(int lo, int hi, int n) {
        int total = 0;
        if (lo >= hi) {
            total = -1;
        } else {
            for (int i = 0; i <= n; i++) {
                total += Math.min(lo, hi) + i;
            }
        }
        return total;
    }
}
