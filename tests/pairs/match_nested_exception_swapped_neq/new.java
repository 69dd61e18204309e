class NewCalc {
    static class Fail extends RuntimeException {
        Fail(String m) {
            super(m);
        }
    }

    static class Oops extends RuntimeException {
        Oops(String m) {
            super(m);
        }
    }

    public static int snippet(int d) {
        if (d <= 0) {
            throw new Oops("below");
        }
        return 100 / d;
    }
}
