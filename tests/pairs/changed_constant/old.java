// expected: NEQ
// why: The added constant changes from 1 to 2, so the results differ on every input.
// witness: 0
class V {
    public static int snippet(int x) {
        return 3 * x + 1;
    }
}
