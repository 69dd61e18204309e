// expected: NEQ
// why: The old version always returns its receiver; the new one, whose class is renamed, returns an equal copy made by a private helper when k is 7, which a caller can tell apart with ==.
// witness: 7
// differs: this (identity)
// observe return: EQ
// method: scale
class OldBox {
    int v = 1;

    OldBox scale(int k) {
        v = v * k;
        return this;
    }
}
