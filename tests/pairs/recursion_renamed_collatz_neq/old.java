// expected: NEQ
// why: The renamed step counter gives up with -1 after 300 steps; below 100000 only a few starting values take longer (77031 takes 350 steps), so the versions part only deep in the recursion.
// witness: 77031
// undecided: the versions part only after 300 recursive calls, deeper than exploration unrolls; the mutual summary fails, rightly
class Hailstone {
    public static int snippet(int n) {
        if (n < 1 || n > 100000) {
            return -1;
        }
        return steps(n, 0);
    }

    static int steps(int n, int k) {
        if (n <= 1) {
            return k;
        }
        return steps(n % 2 == 0 ? n / 2 : 3 * n + 1, k + 1);
    }
}
