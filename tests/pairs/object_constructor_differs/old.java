// expected: NEQ
// why: The constructors start the receiver from different values, which the method returns.
// witness: 0
class V {
    int base;

    V() {
        this.base = 10;
    }

    int snippet(int x) {
        return base + x;
    }
}
