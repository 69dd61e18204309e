// expected: EQ
// why: The helper loops and prints, but it is the same code called once with the same arguments in both versions: its printed text and its result agree.
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
