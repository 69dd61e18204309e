class V {
    public static int snippet(int x) {
        Base b = x > 3 ? new Sub() : new Base();
        return b.show() + x;
    }

    static class Base {
        int tag() { return 1; }
        int show() { return tag(); }
    }

    static class Sub extends Base {
        int tag() { return 2; }
    }
}
