class Parity {
    public static boolean snippet(int n) {
        if (n < 0 || n > 500) {
            return false;
        }
        boolean e = true;
        for (int i = 0; i < n; i++) {
            e = !e;
        }
        return e;
    }
}
