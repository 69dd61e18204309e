// expected: NEQ
// why: The new helper stops at e == 1 with the base and returns the base for e <= 0 too, where the old one returns 1.
// witness: 2, 0
class Pow {
    public static int snippet(int base, int exp) {
        if (exp > 40) {
            return 0;
        }
        return power(base, exp) + 1;
    }

    static int power(int b, int e) {
        if (e <= 0) {
            return 1;
        }
        return b * power(b, e - 1);
    }
}
