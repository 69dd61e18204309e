// expected: EQ
// why: A tail-recursive sum with an accumulator, its test turned around and its addition's operands swapped, makes the same calls (n - 1, acc + n) and returns the accumulator at the same point.
class Tally {
    public static int snippet(int n) {
        if (n < 0 || n > 500) {
            return -1;
        }
        return sumTo(n, 0);
    }

    static int sumTo(int n, int acc) {
        return n <= 0 ? acc : sumTo(n - 1, acc + n);
    }
}
