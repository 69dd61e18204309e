// expected: EQ
// why: The old version keeps an offset that starts at 3 and grows by 2 * d per iteration, the new one computes 3 + 2 * d * j afresh; off == 3 + 2 * d * j holds in every iteration, also modulo 2^32.
// method: run
class Acc {
    static int run(int n, int d) {
        int t = 0;
        int off = 3;
        int j = 0;
        while (j < n) {
            t += off;
            off += 2 * d;
            j++;
        }
        return t;
    }
}
