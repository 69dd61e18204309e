// expected: NEQ
// why: When 0 <= k < 6 the old loop stops at i == k while the new one skips only that iteration.
// witness: 2, 0
class V {
    public static int snippet(int k, int x) {
        int s = 0;
        for (int i = 0; i < 6; i++) {
            if (i == k) {
                break;
            }
            s += x + i;
        }
        return s;
    }
}
