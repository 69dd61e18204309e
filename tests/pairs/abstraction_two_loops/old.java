// expected: EQ
// why: Two unchanged loops of up to 100 iterations sit around m = a - n + 2 * x, rewritten as 2 * x - n + a, and the returned sum only swaps its operands.
// abstraction: required
class V {
    public static int snippet(int n, int x) {
        if (n > 100) {
            n = 100;
        }
        if (x > 100) {
            x = 100;
        }
        if (x < -100) {
            x = -100;
        }
        int a = 0;
        for (int i = 0; i < n; i++) {
            a = a + x;
        }
        int m = a - n + 2 * x;
        int b = 0;
        int j = 0;
        while (j < n) {
            b = b + m + j;
            j = j + 1;
        }
        return a + b;
    }
}
