// expected: EQ
// why: Because n >= 1 is guaranteed, the first test of the while loop always succeeds, as in the do-while.
class V {
    public static int snippet(int x, int n) {
        if (n < 1 || n > 7) {
            return 0;
        }
        int s = 0;
        int i = 0;
        do {
            s += x + i;
            i++;
        } while (i < n);
        return s;
    }
}
