// expected: NEQ
// why: The superclass's constructor calls an override before the subclass's field initialiser has run, so the override reads the field's default 0, not 10.
// witness: 3
class V {
    public static int snippet(int x) {
        return new Child(x).seen;
    }

    static class Parent {
        int seen;
        Parent() { seen = describe(); }
        int describe() { return -1; }
    }

    static class Child extends Parent {
        int base = 10;
        int x;
        Child(int x) { this.x = x; }
        int describe() { return base + x; }
    }
}
