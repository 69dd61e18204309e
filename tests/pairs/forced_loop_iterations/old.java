// expected: EQ
// why: A loop of 20 concrete iterations against one bounded by the input (18 to 21): only the last iterations fork, so depth 10 explores it completely.
class V {
    public static int snippet(int x) {
        if (x >= 18 && x < 22) {
            int c = 0;
            for (int i = 1; i <= 20; ++i) {
                c += x;
            }
            return c;
        }
        return 0;
    }
}
