// expected: NEQ
// why: For x == 0 the old version throws its nested Fail and the new one its nested Oops (both nested in the renamed main class): the new version merged the two checks with <= 0.
// witness: 0
// differs: exception
class OldCalc {
    static class Oops extends RuntimeException {
        Oops(String m) {
            super(m);
        }
    }

    static class Fail extends RuntimeException {
        Fail(String m) {
            super(m);
        }
    }

    public static int snippet(int x) {
        if (x < 0) {
            throw new Oops("below");
        }
        if (x == 0) {
            throw new Fail("zero");
        }
        return 100 / x;
    }
}
