// expected: NEQ
// why: i % 1000 is replaced by a counter j that wraps to 0, but at 999 instead of 1000, so the terms agree for i < 999 and the versions differ only for n >= 1000.
// witness: 1000
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i % 1000;
        }
        return s;
    }
}
