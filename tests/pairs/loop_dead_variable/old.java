// expected: EQ
// why: The new loop also maintains squares and a long counter that are never read; the result s = s * 3 + i is computed as before.
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s = s * 3 + i;
        }
        return s;
    }
}
