// expected: EQ
// why: (long) i * k becomes a long accumulator growing by k; ik == (long) i * k holds in every iteration, also modulo 2^64, and no int product overflows in either.
// method: total
final class Sums {
    static long total(int n, int k) {
        long s = 0;
        int i = 0;
        while (i < n) {
            s += (long) i * k;
            i++;
        }
        return s;
    }
}
