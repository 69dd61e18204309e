// expected: EQ
// why: Both loops divide by a local that holds ten for the whole method, which cannot be zero; the new one uses compound operators.
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
