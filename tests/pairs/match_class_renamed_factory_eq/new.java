class NewCalc {
    int v;

    static class Big extends NewCalc {
    }

    private static NewCalc make(boolean large) {
        if (large) {
            return new Big();
        }
        return new NewCalc();
    }

    public static NewCalc snippet(int n) {
        NewCalc made = make(n >= 101);
        made.v = n;
        return made;
    }
}
