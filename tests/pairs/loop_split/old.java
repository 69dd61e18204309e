// expected: EQ
// why: One loop updating two independent accumulators (s adds x, p = p * 3 + i) is split into two loops over the same range; each accumulator's sequence of values is unchanged.
// undecided: the loops do not run in lockstep (reversed, unrolled, split or fused), which the loop-pair stage does not prove yet (docs/loops.md, "Not done")
class V {
    public static int snippet(int n, int x) {
        int s = 0;
        int p = 1;
        for (int i = 0; i < n; i++) {
            s += x;
            p = p * 3 + i;
        }
        return s - p;
    }
}
