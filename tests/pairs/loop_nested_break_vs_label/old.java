// expected: EQ
// why: Once s > 100000 the old inner break leaves every later inner loop at once (s no longer changes), so s ends as if the labelled break had left both loops as the new version does.
// undecided: the loops exit or nest differently, beyond a coupling of corresponding variables iteration by iteration (docs/loops.md, "Not done")
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 4; j++) {
                if (s > 100000) {
                    break;
                }
                s += i + j;
            }
        }
        return s;
    }
}
