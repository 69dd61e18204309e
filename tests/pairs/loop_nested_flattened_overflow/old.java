// expected: EQ
// why: The nested loops over i < n and j < 3 are flattened into one loop over k < 3 * n with k = 3 * i + j, the same terms with mathematical integers; on the JVM 3 * n wraps around for n > 715827882 (the flattened loop runs no iteration) and for n < -715827882 (at n = -1431655756 it is 28, where the old loops run no iteration).
// witness: -1431655756
// jvm: NEQ (3 * n overflows for |n| > 715827882)
// undecided: the loops do not run in lockstep (reversed, unrolled, split or fused), which the loop-pair stage does not prove yet (docs/loops.md, "Not done")
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 3; j++) {
                s += (3 * i + j) % 10;
            }
        }
        return s;
    }
}
