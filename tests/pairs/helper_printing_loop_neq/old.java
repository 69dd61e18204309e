// expected: NEQ
// why: The new version calls the printing helper twice, so it prints its line twice although the result is the same.
// witness: 0, 0
class Report {
    public static int snippet(int n, int step) {
        if (n < 0) return -1;
        int total = tally(n, step);
        return total + 1;
    }
    static int tally(int n, int step) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += step;
            if (sum > 1000) {
                System.out.println("overflowing at " + i);
                return sum;
            }
        }
        System.out.println("sum " + sum);
        return sum;
    }
}
