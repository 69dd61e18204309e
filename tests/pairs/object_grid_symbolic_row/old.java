// expected: NEQ
// why: The new version writes the row below the one chosen by x, which differs in the returned sum when x is 0.
// witness: 0
class V {
    public static int snippet(int x) {
        int[][] g = new int[2][3];
        if (x < 0 || x > 1) {
            return -1;
        }
        g[x][0] = 5;
        return g[0][0] * 10 + g[1][0];
    }
}
