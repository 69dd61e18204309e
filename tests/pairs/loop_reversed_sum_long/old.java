// expected: EQ
// why: Both add m * m + m (in long) for m = 0 .. n - 1, the new loop from n - 1 down to 0; addition is commutative, also modulo 2^64, so the sums agree.
// undecided: the loops do not run in lockstep (reversed, unrolled, split or fused), which the loop-pair stage does not prove yet (docs/loops.md, "Not done")
class V {
    public static long snippet(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += (long) i * i + i;
        }
        return s;
    }
}
