// expected: EQ
// why: Only the names of the accumulator and the loop variable change.
class V {
    public static int snippet(int x) {
        int acc = 0;
        for (int i = 0; i < 4; i++) {
            acc = acc * 3 + (x - i);
        }
        return acc;
    }
}
