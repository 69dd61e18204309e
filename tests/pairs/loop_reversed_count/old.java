// expected: EQ
// why: Both count the multiples of 3 in [0, n), the old loop counting up from 0, the new one down from n (decremented before the test, so n == Integer.MIN_VALUE runs no iteration in either).
// undecided: the loops do not run in lockstep (reversed, unrolled, split or fused), which the loop-pair stage does not prove yet (docs/loops.md, "Not done")
class V {
    public static int snippet(int n) {
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (i % 3 == 0) {
                count++;
            }
        }
        return count;
    }
}
