// expected: NEQ
// why: A grid of n rows of m cells counts its cells row by row; the new version skips the last row when there are more than two.
// witness: 3, 2
class V {
    public static int snippet(int n, int m) {
        if (n > 3 || m > 3) return -1;
        int[][] grid = new int[n][m];
        int cells = 0;
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                grid[i][j] = i + j;
                cells++;
            }
        }
        return cells;
    }
}
