class Halving {
    public static boolean snippet(int n) {
        if (n >= 0 && n <= 500) {
            return isEven(n);
        }
        return false;
    }

    static boolean isOdd(int m) {
        if (m == 0) {
            return false;
        }
        return isEven(m - 1);
    }

    static boolean isEven(int m) {
        if (m == 0) {
            return true;
        }
        return isOdd(m - 1);
    }
}
