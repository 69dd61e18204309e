// expected: NEQ
// why: The new loop reads the parameter limit, not the copy of n the old one reads.
// witness: 3, 0, 1
class Walk {
    public static long snippet(int n, int limit, int step) {
        int bound = n;
        long acc = 0;
        int i = 0;
        while (i < bound) {
            acc += (long) i * step;
            i += 2;
        }
        return acc;
    }
}
