// expected: EQ
// why: A compound assignment to the receiver's field and its spelled-out form leave the same receiver and return the same value.
class V {
    int n;

    int snippet(int k) {
        n += k;
        return n;
    }
}
