class V {
    public static int snippet(int n, int m) {
        if (n > 3 || m > 3) return -1;
        int[][] grid = new int[n][m];
        return grid.length * (grid.length == 0 ? 0 : grid[0].length);
    }
}
