// expected: EQ
// why: For every n (no iteration when n <= 0) both loops add 3 * i + 1 for i = 0 .. n - 1, the new one as k + k + k + 1 in a while loop, so the sums agree, also modulo 2^32.
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += 3 * i + 1;
        }
        return s;
    }
}
