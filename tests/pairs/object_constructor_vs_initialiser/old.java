// expected: EQ
// why: A field set by the constructor without parameters and the same field set by its initialiser give the same fresh receiver.
class V {
    int base;
    int calls;

    V() {
        base = 10;
    }

    int snippet(int x) {
        calls++;
        return base + x;
    }
}
