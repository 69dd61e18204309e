// expected: NEQ
// why: The helper reads a static field that the versions set differently between its calls, so equal arguments do not make equal results.
// witness: 0, 0
class Counter {
    static int k = 0;
    public static int snippet(int x, int n) {
        k = x;
        int a = 0;
        for (int j = 0; j < n; j++) a += get(j);
        k = x + 1;
        int r = a + get(1);
        k = 0;
        return r;
    }
    static int get(int y) {
        for (int i = 0; i < 3; i++) y += k;
        return y;
    }
}
