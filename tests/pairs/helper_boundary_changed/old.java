// expected: NEQ
// why: The helper's >= 100 became > 100, which matters only for x == 100.
// witness: 100
class V {
    public static int snippet(int x) {
        if (x > 50) {
            return x + bonus(x);
        }
        return x;
    }

    static int bonus(int v) {
        return v >= 100 ? 5 : 0;
    }
}
