// expected: EQ
// why: The recursive sum of squares k * k for k = n .. 1 and the loop over i = 1 .. n add the same terms; n is guarded to [0, 500], so the recursion stays shallow.
// undecided: a recursion against a loop, which mutual summaries do not relate (docs/loops.md, "Recursion")
class V {
    public static int snippet(int n) {
        if (n < 0 || n > 500) {
            return -1;
        }
        return sumSquares(n);
    }

    static int sumSquares(int k) {
        if (k == 0) {
            return 0;
        }
        return k * k + sumSquares(k - 1);
    }
}
