// expected: NEQ
// why: The middle branch's bound changes from x < 10 to x <= 10, so only x == 10 differs (15 vs 20).
// witness: 10
class V {
    public static int snippet(int x) {
        if (x < 0) {
            return -1;
        }
        if (x < 10) {
            return x * 2;
        }
        return x + 5;
    }
}
