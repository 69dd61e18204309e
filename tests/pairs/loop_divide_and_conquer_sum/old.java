// expected: EQ
// why: The new version sums i over [0, n) by splitting the half-open range at its midpoint lo + (hi - lo) / 2 (recursion depth about log2(n / 256)) and looping over ranges of at most 256; the same terms, also modulo 2^32.
// undecided: a recursion against a loop, which mutual summaries do not relate (docs/loops.md, "Recursion")
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
        }
        return s;
    }
}
