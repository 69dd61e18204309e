// expected: NEQ
// why: A private method is not overridden, so the superclass's own tag() runs; made package-private, the subclass's override runs instead.
// witness: 4
class V {
    public static int snippet(int x) {
        Base b = x > 3 ? new Sub() : new Base();
        return b.show() + x;
    }

    static class Base {
        private int tag() { return 1; }
        int show() { return tag(); }
    }

    static class Sub extends Base {
        int tag() { return 2; }
    }
}
