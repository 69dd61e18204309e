class Depth {
    public static int snippet(int n) {
        if (n < 0 || n > 500) {
            return 0;
        }
        return count(n);
    }

    static int count(int n) {
        return n <= 0 ? 0 : count(n - 1) + 1 + 0 * count(n + 1);
    }
}
