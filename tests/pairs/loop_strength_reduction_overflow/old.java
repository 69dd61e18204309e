// expected: EQ
// why: Strength reduction of (long) i * k into an int accumulator ik: equal with mathematical integers, but on the JVM ik wraps around once i * k passes Integer.MAX_VALUE while the old long product does not (here at i = 2).
// witness: 3, 1500000000
// jvm: NEQ (the int accumulator ik overflows where the long product does not)
// undecided: the invariant relates variables of other types or an accumulator to a product, beyond the equalities the loop-pair stage tries (docs/loops.md, "Not done")
class V {
    public static long snippet(int n, int k) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += (long) i * k;
        }
        return s;
    }
}
