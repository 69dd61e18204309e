// expected: EQ
// why: For negative inputs both versions throw the exception class nested in their renamed main class (OldCalc.Oops, NewCalc.Oops) with the same message, from a private helper renamed from check to validate; else both return x / 3.
class OldCalc {
    static class Oops extends RuntimeException {
        Oops(String message) {
            super(message);
        }
    }

    public static int snippet(int x) {
        check(x);
        return x / 3;
    }

    private static void check(int v) {
        if (v < 0) {
            throw new Oops("negative: " + v);
        }
    }
}
