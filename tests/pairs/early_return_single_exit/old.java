// expected: EQ
// why: Four early returns become an if/else-if chain that assigns one result variable.
class V {
    public static int snippet(int x) {
        if (x < 0) {
            return -1;
        }
        if (x == 0) {
            return 0;
        }
        if (x < 100) {
            return 1;
        }
        return 2;
    }
}
