// expected: EQ
// why: The new version sums i over [0, n) in blocks of 1000 (n / 1000 full blocks) and then the remainder from blocks * 1000; the same terms in the same order, and nothing for n <= 0.
// undecided: the loops do not run in lockstep (reversed, unrolled, split or fused), which the loop-pair stage does not prove yet (docs/loops.md, "Not done")
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
        }
        return s;
    }
}
