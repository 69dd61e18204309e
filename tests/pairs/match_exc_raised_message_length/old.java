// expected: NEQ
// why: Past the cells both versions throw ArrayIndexOutOfBoundsException, but the new one's array has five cells, and the JVM's message names the length.
// witness: 5
// differs: exception message
// method: Grid.snippet
// new-method: Board.lookup
class Grid {
    public static int snippet(int i) {
        int[] cells = new int[4];
        if (i >= 0 && i < 4) {
            return 0;
        }
        return cells[i];
    }
}
