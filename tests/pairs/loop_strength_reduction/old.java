// expected: EQ
// why: Strength reduction: i * k is replaced by an accumulator ik that grows by k each iteration; ik == i * k holds in every iteration, also modulo 2^32.
class V {
    public static int snippet(int n, int k) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i * k;
        }
        return s;
    }
}
