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
        Child(int x) { this.x = x; seen = describe(); }
        int describe() { return base + x; }
    }
}
