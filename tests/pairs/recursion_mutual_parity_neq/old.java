// expected: NEQ
// why: The new isOdd answers true for 0 as well as for 1, so isEven(1), which calls isOdd(0), is true, and so is isEven of every odd n.
// witness: 1
class Halving {
    public static boolean snippet(int n) {
        if (n >= 0 && n <= 500) {
            return isEven(n);
        }
        return false;
    }

    static boolean isEven(int k) {
        return k == 0 || isOdd(k - 1);
    }

    static boolean isOdd(int k) {
        return k != 0 && isEven(k - 1);
    }
}
