class NewCalc {
    static class Box {
        static int made;
        int lo;
        int hi;

        Box() {
            Box.made += 1;
        }
    }

    public static Box snippet(int x, int y) {
        Box out = new Box();
        if (x <= y) {
            out.lo = x;
            out.hi = y;
        } else {
            out.lo = y;
            out.hi = x;
        }
        return out;
    }
}
