// expected: EQ
// why: The inner loop adds 0 + 1 + ... + (m - 1) with m = i % 8 (never negative since i >= 0); the new version adds m * (m - 1) / 2 instead, the same value.
// undecided: the loops exit or nest differently, beyond a coupling of corresponding variables iteration by iteration (docs/loops.md, "Not done")
class V {
    public static int snippet(int n) {
        int t = 0;
        for (int i = 0; i < n; i++) {
            int m = i % 8;
            for (int j = 0; j < m; j++) {
                t += j;
            }
        }
        return t;
    }
}
