// expected: NEQ
// why: The new swap overwrites a before copying it, so both fields end up holding b.
// witness: 1, 2
// differs: this.b
// observe return: EQ
class V {
    int a;
    int b;

    V(int a, int b) {
        this.a = a;
        this.b = b;
    }

    void snippet() {
        int t = a;
        a = b;
        b = t;
    }
}
