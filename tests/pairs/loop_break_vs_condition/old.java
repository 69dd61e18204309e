// expected: EQ
// why: The exit test s > limit moves from a break at the top of the body into the loop condition (negated), so both loops stop at the same i with the same s for every n and limit.
// undecided: the loops exit or nest differently, beyond a coupling of corresponding variables iteration by iteration (docs/loops.md, "Not done")
class V {
    public static int snippet(int n, int limit) {
        int s = 0;
        int i = 0;
        for (; i < n; i++) {
            if (s > limit) {
                break;
            }
            s += i;
        }
        return s - i;
    }
}
