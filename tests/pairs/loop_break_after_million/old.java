// expected: NEQ
// why: The new loop breaks once its running sum exceeds 1000000, which first happens at i = 1414, so the versions differ only for n >= 1416, where the old loop keeps adding.
// witness: 1500
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class V {
    public static int snippet(int n) {
        int s = 0;
        int i = 0;
        while (i < n) {
            s += i;
            i++;
        }
        return s;
    }
}
