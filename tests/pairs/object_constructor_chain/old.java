// expected: EQ
// why: A constructor that delegates with this(...) builds the same object as one that sets both fields itself.
class V {
    int x;
    int y;

    V(int a) {
        this(a, 0);
    }

    V(int a, int b) {
        x = a;
        y = b;
    }

    public static int snippet(int a) {
        V v = new V(a);
        return v.x * 10 + v.y;
    }
}
