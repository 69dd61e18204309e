// expected: EQ
// why: The two private helpers swap names between the versions (helper triples and compute adds five in the old one, the other way round in the new one) and the entry, whose class, parameter and locals are renamed too, calls them accordingly.
class oldV {
    public static int snippet(int x) {
        int a = helper(x);
        if (a > 20) {
            return compute(a) - 1;
        }
        return compute(a - 1) * 2;
    }

    private static int helper(int v) {
        return v * 3;
    }

    private static int compute(int v) {
        return v + 5;
    }
}
