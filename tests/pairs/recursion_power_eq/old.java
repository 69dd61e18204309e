// expected: EQ
// why: The helper's recursion multiplies by the base on the left in one version and on the right in the other; int multiplication commutes, also where it wraps around, and the calls are the same.
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
