class Pow {
    public static int snippet(int base, int exp) {
        if (exp > 40) {
            return 0;
        }
        return power(base, exp) + 1;
    }

    static int power(int b, int e) {
        return e > 1 ? power(b, e - 1) * b : b;
    }
}
