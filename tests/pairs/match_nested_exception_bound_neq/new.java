class NewCalc {
    public static int snippet(int amount) {
        int doubled = compute(amount);
        return doubled + 1;
    }

    private static int compute(int w) {
        if (w >= 100) {
            throw new Oops("too big");
        }
        return w + w;
    }

    static class Oops extends RuntimeException {
        Oops(String m) {
            super(m);
        }
    }
}
