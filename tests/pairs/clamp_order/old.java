// expected: NEQ
// why: max(lo, min(x, hi)) and min(hi, max(x, lo)) agree when lo <= hi but not when lo > hi.
// witness: 0, 5, 1
class V {
    public static int snippet(int x, int lo, int hi) {
        return Math.max(lo, Math.min(x, hi));
    }
}
