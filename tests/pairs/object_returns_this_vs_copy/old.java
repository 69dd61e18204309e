// expected: NEQ
// why: The old version returns its receiver, the new one an equal copy: a caller can tell them apart with ==.
// witness: 3
// differs: this (identity)
// observe return: EQ
class V {
    int n;

    V snippet(int k) {
        n = k;
        return this;
    }
}
