// expected: EQ
// why: Under the guard n >= 1 the first test of the new while loop succeeds, as the do-while's body runs once untested; both then apply x = 5 * x + 1 exactly n times.
// undecided: the loops exit or nest differently, beyond a coupling of corresponding variables iteration by iteration (docs/loops.md, "Not done")
class V {
    public static int snippet(int n, int seed) {
        if (n <= 0) {
            return seed;
        }
        int x = seed;
        int c = 0;
        do {
            x = x * 5 + 1;
            c++;
        } while (c < n);
        return x;
    }
}
