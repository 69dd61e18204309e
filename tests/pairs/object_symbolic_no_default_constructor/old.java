// expected: EQ
// why: Clamping into [lo, hi] with if statements or with Math.min and Math.max agrees for every receiver, including lo > hi.
class V {
    int lo;
    int hi;

    V(int lo, int hi) {
        this.lo = lo;
        this.hi = hi;
    }

    int snippet(int x) {
        if (x > hi) {
            x = hi;
        }
        if (x < lo) {
            x = lo;
        }
        return x;
    }
}
