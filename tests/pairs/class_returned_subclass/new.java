class V {
    public static Base snippet(int x) {
        return x == 2 ? new Derived(x) : new Base(x);
    }

    static class Base {
        int v;
        Base(int v) { this.v = v; }
    }

    static class Derived extends Base {
        Derived(int v) { super(v); }
    }
}
