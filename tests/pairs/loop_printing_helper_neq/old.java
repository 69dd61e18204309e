// expected: NEQ
// why: The new loop passes x + 1 to the printing helper: the results agree, the printed line names another iteration.
// witness: 2, 0
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
