// expected: NEQ
// why: The running sum 0 + 1 + ... + i equals 5050 exactly at i = 100; the new test s >= 5050 returns there while the old s > 5050 goes on, so they differ only for n >= 101.
// witness: 101
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
            if (s > 5050) {
                return i;
            }
        }
        return -s;
    }
}
