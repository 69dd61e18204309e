// expected: EQ
// why: Both versions add twice k to the receiver's field, count the step and return the receiver itself; the new one, whose class is renamed, chains two calls of a private helper that returns this.
// method: add
class OldAcc {
    int n;
    int steps;

    OldAcc add(int k) {
        n += 2 * k;
        steps++;
        return this;
    }
}
