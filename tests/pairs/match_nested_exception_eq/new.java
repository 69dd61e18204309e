class NewCalc {
    public static int snippet(int n) {
        return validate(n) / 3;
    }

    private static int validate(int value) {
        if (value >= 0) {
            return value;
        }
        throw new Oops("" + value);
    }

    static class Oops extends RuntimeException {
        Oops(String why) {
            super("negative: " + why);
        }
    }
}
