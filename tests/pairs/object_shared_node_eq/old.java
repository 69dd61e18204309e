// expected: EQ
// why: Both versions leave the receiver's two fields referring to one new object holding x, built in a different order.
class V {
    int n;
    V left;
    V right;

    int snippet(int x) {
        V shared = new V();
        shared.n = x;
        left = shared;
        right = shared;
        return left.n + right.n;
    }
}
