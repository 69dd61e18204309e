// expected: EQ
// why: Both versions return a new object of the class Box nested in their renamed main class (OldCalc.Box, NewCalc.Box) holding the smaller and the larger argument, and count the boxes in a static field of Box; the new one orders them with an if instead of Math.min and Math.max.
class OldCalc {
    public static Box snippet(int a, int b) {
        Box r = new Box(Math.min(a, b), Math.max(a, b));
        return r;
    }

    static class Box {
        static int made;
        int lo;
        int hi;

        Box(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
            made++;
        }
    }
}
