// expected: EQ
// why: The loop calls a helper that prints; both versions call it with the same arguments in the same iterations, so they print the same lines.
class Log {
    public static int snippet(int n, int x) {
        int acc = 0;
        for (int i = 0; i < n; i++) {
            acc += note(i, x);
        }
        return acc;
    }
    static int note(int i, int x) {
        if (i == x) System.out.println("hit " + i);
        return i % 3;
    }
}
