// expected: EQ
// why: Both sum i over [0, n), the old version in a long accumulator and the new one in an int one (widened on return): equal with mathematical integers, but on the JVM the int sum wraps around once it passes Integer.MAX_VALUE, first at n = 65537.
// witness: 65537
// jvm: NEQ (the new int accumulator overflows: 2147516416 in long, -2147450880 in int)
// undecided: the invariant relates variables of other types or an accumulator to a product, beyond the equalities the loop-pair stage tries (docs/loops.md, "Not done")
class V {
    public static long snippet(int n) {
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += i;
        }
        return total;
    }
}
