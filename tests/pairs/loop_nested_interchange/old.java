// expected: EQ
// why: The nested loops (i < n outside, j < 4 inside) are interchanged; the body adds i * j + j, and the sum of the same 4 * n terms does not depend on their order, also modulo 2^32.
// undecided: the loops do not run in lockstep (reversed, unrolled, split or fused), which the loop-pair stage does not prove yet (docs/loops.md, "Not done")
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 4; j++) {
                s += i * j + j;
            }
        }
        return s;
    }
}
