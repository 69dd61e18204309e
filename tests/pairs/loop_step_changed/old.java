// expected: NEQ
// why: The old loop visits i = 0, 2, 4 and the new one every i below 6.
// witness: 0
class V {
    public static int snippet(int x) {
        int s = 0;
        for (int i = 0; i < 6; i += 2) {
            s += x - i;
        }
        return s;
    }
}
