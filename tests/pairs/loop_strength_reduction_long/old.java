// expected: EQ
// why: Strength reduction in long: step * i + 7 is replaced by an offset that starts at 7 and grows by step; both equal in every iteration, also modulo 2^64.
class V {
    public static long snippet(int n, long step) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += step * i + 7;
        }
        return s;
    }
}
