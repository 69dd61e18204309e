// expected: EQ
// why: The recurrence p = p * x + 1.0 goes through a temporary in the new loop (Java does not fuse multiply and add), and p - 1.0 is written -1.0 + p, the same IEEE result; the doubles agree bit for bit.
class V {
    public static double snippet(double x, int n) {
        double p = 1.0;
        for (int i = 0; i < n; i++) {
            p = p * x + 1.0;
        }
        return p - 1.0;
    }
}
