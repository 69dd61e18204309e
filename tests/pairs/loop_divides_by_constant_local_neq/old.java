// expected: NEQ
// why: The new loop takes digits in base sixteen, not ten: the sums part from the first digit on.
// witness: 10, 1
class Digits {
    public static int snippet(int x, int n) {
        int base = 10;
        int sum = 0;
        int v = x;
        for (int i = 0; i < n; i++) {
            sum += v % base;
            v = v / base;
        }
        return sum;
    }
}
