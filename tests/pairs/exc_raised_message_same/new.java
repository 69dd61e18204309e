class V {
    public static int snippet(int a) {
        int[] table = {3, 1, 4, 1};
        if (a < 0 || a >= table.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + a + " out of bounds for length " + table.length);
        }
        return table[a] + table[a];
    }
}
