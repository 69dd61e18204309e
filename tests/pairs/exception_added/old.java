// expected: NEQ
// why: The new version throws for x > 100 where the old one returned a value.
// witness: 101
class V {
    public static int snippet(int x) {
        if (x < 0) {
            return 0;
        }
        return x + 1;
    }
}
