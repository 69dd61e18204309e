// expected: NEQ
// why: The new loop also prints when the sum reaches the limit exactly, in an iteration the old one stays silent in.
// witness: 1, 0
class Sums {
    public static long snippet(int n, long limit) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
            if (s > limit) System.out.println("over at " + i);
        }
        return s;
    }
}
