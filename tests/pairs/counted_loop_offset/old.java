// expected: EQ
// why: Both loops add b to c exactly a times (none for a <= 0), starting one apart, one counting up and one down; the engine sums such counted loops up in one step, so no depth limit cuts them.
class V {
    public static int snippet(int a, int b) {
        if (a > 1000) {
            return 0;
        }
        int c = 0;
        for (int i = 0; i < a; i++) {
            c += b;
        }
        return c + 1;
    }
}
