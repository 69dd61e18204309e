// expected: NEQ
// why: The bound of the renamed helper moved: the new version throws its nested Oops for x == 100 too, where the old one returns 201.
// witness: 100
// differs: exception
class OldCalc {
    static class Oops extends RuntimeException {
        Oops(String m) {
            super(m);
        }
    }

    public static int snippet(int x) {
        return helper(x) + 1;
    }

    private static int helper(int v) {
        if (v > 100) {
            throw new Oops("too big");
        }
        return v * 2;
    }
}
