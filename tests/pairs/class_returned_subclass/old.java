// expected: NEQ
// why: Both results have the same fields with the same values, but one is a Base and the other a Derived: a caller can tell them apart.
// witness: 2
// differs: return value (class)
class V {
    public static Base snippet(int x) {
        return new Base(x);
    }

    static class Base {
        int v;
        Base(int v) { this.v = v; }
    }

    static class Derived extends Base {
        Derived(int v) { super(v); }
    }
}
