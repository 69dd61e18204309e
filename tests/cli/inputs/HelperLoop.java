// A helper with a loop over a symbolic bound, unchanged in HelperLoopReordered.java and
// HelperLoopPlusOne.java: only abstracting the helper (--abstract-helpers) proves the reordered
// version equal; the other differs, but the abstraction assumes the loop terminates.
class V {
    public static int snippet(int n, int x) {
        return sum(n) + x;
    }

    static int sum(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s = s + i;
        }
        return s;
    }
}
