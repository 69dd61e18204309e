// expected: EQ
// why: Mutually recursive even and odd, written with short-circuit operators in one version and with ifs in the other, make the same calls and return the same values.
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
