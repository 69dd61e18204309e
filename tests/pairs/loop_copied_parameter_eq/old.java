// expected: EQ
// why: The bound is copied from n before the loop and neither is written again, so reading limit or n in the loop is the same.
class Walk {
    public static long snippet(int n, int limit, int step) {
        limit = n;
        long acc = 0;
        int i = 0;
        while (i < limit) {
            acc += (long) i * step;
            i += 2;
        }
        return acc;
    }
}
