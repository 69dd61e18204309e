// expected: EQ
// why: A new array of n elements has length n, and its first element holds what was stored; both throw for a negative n.
class V {
    public static int snippet(int n) {
        int[] b = new int[n];
        if (n > 0) {
            b[0] = 5;
        }
        return b.length + (n > 0 ? b[0] : 0);
    }
}
