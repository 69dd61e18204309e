// expected: EQ
// why: The sum of 1 / (i + 1) over [0, n) taken upwards or downwards is one real number, but IEEE addition rounds and is not associative, so on the JVM the two orders give different doubles for many n, the first n = 6.
// witness: 6
// jvm: NEQ (floating-point addition is not associative)
// undecided: the loops do not run in lockstep (reversed, unrolled, split or fused), which the loop-pair stage does not prove yet (docs/loops.md, "Not done")
class V {
    public static double snippet(int n) {
        double s = 0.0;
        for (int i = 0; i < n; i++) {
            s += 1.0 / (i + 1);
        }
        return s;
    }
}
