// expected: EQ
// why: Horner-like double recurrence p = p * x + i for i = 0 .. n - 1, unrolled by two in a while loop in the new version: the same operations in the same order, so the doubles agree bit for bit (NaN and infinities included).
// undecided: the loops do not run in lockstep (reversed, unrolled, split or fused), which the loop-pair stage does not prove yet (docs/loops.md, "Not done")
class V {
    public static double snippet(int n, double x) {
        double p = 1.0;
        for (int i = 0; i < n; i++) {
            p = p * x + i;
        }
        return p;
    }
}
