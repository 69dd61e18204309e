class NewCalc {
    public static Box snippet(int n) {
        return halve(n);
    }

    static class Box {
        int q;
        int r;
    }

    private static Box halve(int m) {
        Box out = new Boxbody();
        out.q = m / 2;
        if (m < 0 && m % 2 != 0) {
            out.q = out.q - 1;
        }
        out.r = m - 2 * out.q;
        return out;
    }
}
