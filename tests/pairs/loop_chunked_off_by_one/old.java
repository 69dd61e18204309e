// expected: NEQ
// why: The new remainder loop starts at blocks * 1000 + 1 and skips the term blocks * 1000, which is 0 while n < 1000 (and n = 1000 leaves no remainder), so the versions differ only from n = 1001 on, where it skips 1000 or more.
// witness: 1001
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class Chunks {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
        }
        return s;
    }
}
