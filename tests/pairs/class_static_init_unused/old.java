// expected: EQ
// why: Whether the call initialises the nested class or a later reader does, its static field holds the same value.
class V {
    static int calls;

    public static int snippet(int x) {
        calls++;
        return x > 0 ? x : Limits.MIN_OK;
    }

    static class Limits {
        static int MIN_OK = compute();
        static int compute() { return 3; }
    }
}
