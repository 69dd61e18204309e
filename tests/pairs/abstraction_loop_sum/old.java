// expected: EQ
// why: The unchanged loop adds x * i to s up to 1000 times (it reads its counter, so it is not a counted loop the engine sums up), and s + 2 * x equals x + s + x whatever s is.
// abstraction: required
class V {
    public static int snippet(int n, int x) {
        if (n > 1000) {
            n = 1000;
        }
        if (x > 1000) {
            x = 1000;
        }
        if (x < -1000) {
            x = -1000;
        }
        int s = 0;
        for (int i = 0; i < n; i++) {
            s = s + x * i;
        }
        return s + 2 * x;
    }
}
