// expected: EQ
// why: The old loop sets a boolean flag big that nothing reads; without it the new loop computes the same alternating sum of i * x.
class Acc {
    public static int snippet(int n, int x) {
        int s = 0;
        boolean big = false;
        for (int i = 0; i < n; i++) {
            if (i * x > 1000) {
                big = true;
            }
            if (i % 2 == 0) {
                s += i * x;
            } else {
                s -= i * x;
            }
        }
        return s;
    }
}
