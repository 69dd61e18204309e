// expected: NEQ
// why: The new version returns the same value but leaves the receiver's field unchanged when k is 7.
// witness: 7
// differs: this.n
// observe return: EQ
class V {
    int n;

    int snippet(int k) {
        n += k;
        return n;
    }
}
