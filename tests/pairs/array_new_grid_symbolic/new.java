class V {
    public static int snippet(int n, int m) {
        if (n > 3 || m > 3) return -1;
        int[][] grid = new int[n][m];
        int cells = 0;
        int rows = n > 2 ? grid.length - 1 : grid.length;
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                grid[i][j] = i + j;
                cells++;
            }
        }
        return cells;
    }
}
