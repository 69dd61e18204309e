// expected: EQ
// why: Two mutually recursive helpers add x and 2 * x alternately, n terms in all (n guarded to [0, 500]); the loop adds x for even i and 2 * x for odd i, the same terms.
// undecided: a recursion against a loop, which mutual summaries do not relate (docs/loops.md, "Recursion")
class V {
    public static int snippet(int n, int x) {
        if (n < 0 || n > 500) {
            return 0;
        }
        return first(n, x);
    }

    static int first(int k, int x) {
        if (k <= 0) {
            return 0;
        }
        return x + second(k - 1, x);
    }

    static int second(int k, int x) {
        if (k <= 0) {
            return 0;
        }
        return 2 * x + first(k - 1, x);
    }
}
