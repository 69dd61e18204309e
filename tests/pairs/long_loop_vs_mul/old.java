// expected: EQ
// why: Adding x five times equals 5 * x (also modulo 2^64).
class V {
    public static long snippet(long x) {
        long s = 0;
        for (int i = 0; i < 5; i++) {
            s += x;
        }
        return s;
    }
}
