// expected: EQ
// why: Two products of the counter, i * a and i * b, are each replaced by an accumulator of their own; both equalities hold together in every iteration, also modulo 2^32.
// method: run
class P {
    static int run(int n, int a, int b) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i * a + i * b;
        }
        return s;
    }
}
