class V {
    static int calls;

    public static int snippet(int x) {
        int m = Limits.MIN_OK;
        calls += 1;
        return x > 0 ? x : m;
    }

    static class Limits {
        static int MIN_OK = compute();
        static int compute() { return 3; }
    }
}
