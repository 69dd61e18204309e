// expected: NEQ
// why: For n <= 0 the do-while body still runs once and adds x.
// witness: 0, 5
class V {
    public static int snippet(int n, int x) {
        if (n > 7) {
            return 0;
        }
        int s = 0;
        int i = 0;
        while (i < n) {
            s += x;
            i++;
        }
        return s;
    }
}
