// expected: EQ
// why: The new loop is unrolled by two (two iterations per pass while i + 1 < n, which cannot overflow since i < n) and handles an odd count after it, adding the same terms x * i + 1 for i = 0 .. n - 1 in the same order.
// undecided: the loops do not run in lockstep (reversed, unrolled, split or fused), which the loop-pair stage does not prove yet (docs/loops.md, "Not done")
class V {
    public static int snippet(int n, int x) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += x * i + 1;
        }
        return s;
    }
}
