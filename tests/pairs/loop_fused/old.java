// expected: EQ
// why: The two loops over the same range (sum of i, sum of i % 5) are fused into one; each accumulator gets the same values, so a - 2 * b agrees, also modulo 2^32.
// undecided: the loops do not run in lockstep (reversed, unrolled, split or fused), which the loop-pair stage does not prove yet (docs/loops.md, "Not done")
class Fuse {
    public static int snippet(int n) {
        int a = 0;
        for (int i = 0; i < n; i++) {
            a += i;
        }
        int b = 0;
        for (int i = 0; i < n; i++) {
            b += i % 5;
        }
        return a - 2 * b;
    }
}
