// expected: EQ
// why: The Collatz step counter is renamed (steps to collatz), its parameters too, and its conditional becomes an if with the cases turned around; it calls itself on the same next value and count, so the versions agree for every n.
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
