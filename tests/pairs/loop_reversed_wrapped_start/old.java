// expected: EQ
// why: Counting down from n (i > 0) or from n - 1 (i >= 0, adding i + 1) adds the same terms 1 .. n with mathematical integers; on the JVM n - 1 wraps to Integer.MAX_VALUE at n = Integer.MIN_VALUE, where the new loop runs 2^31 times instead of not at all.
// witness: -2147483648
// jvm: NEQ (n - 1 wraps around at n = Integer.MIN_VALUE)
// undecided: the loops do not run in lockstep (reversed, unrolled, split or fused), which the loop-pair stage does not prove yet (docs/loops.md, "Not done")
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = n; i > 0; i--) {
            s += i;
        }
        return s;
    }
}
