// expected: EQ
// why: The return from inside the loop at the first i whose running sum equals target becomes a flag found (i >= 0 once set) that stops the loop, returned after it; -1 when no running sum hits target.
// undecided: the loops exit or nest differently, beyond a coupling of corresponding variables iteration by iteration (docs/loops.md, "Not done")
class V {
    public static int snippet(int n, int target) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
            if (s == target) {
                return i;
            }
        }
        return -1;
    }
}
