// expected: EQ
// why: Counting the cells of an n-by-m grid one by one gives n * m, and a negative dimension throws NegativeArraySizeException in both.
class V {
    public static int snippet(int n, int m) {
        if (n > 3 || m > 3) return -1;
        int[][] grid = new int[n][m];
        int cells = 0;
        for (int[] row : grid) {
            for (int c : row) {
                cells += 1 + c;
            }
        }
        return cells;
    }
}
