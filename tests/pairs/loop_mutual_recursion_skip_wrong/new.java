class Parity {
    public static boolean snippet(int n) {
        if (n < 0 || n > 500) {
            return false;
        }
        return even(n);
    }

    static boolean even(int k) {
        if (k > 300) {
            return even(k - 301);
        }
        return k == 0 || odd(k - 1);
    }

    static boolean odd(int k) {
        return k != 0 && even(k - 1);
    }
}
