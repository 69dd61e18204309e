// expected: NEQ
// why: For x <= 0 the old loop keeps iterating up to the bound of 8 while the new one does not start.
// witness: 0
class V {
    public static int snippet(int x) {
        int c = 0;
        while (x != 1 && c < 8) {
            if (x % 2 == 0) {
                x = x / 2;
            } else {
                x = 3 * x + 1;
            }
            c++;
        }
        return c;
    }
}
