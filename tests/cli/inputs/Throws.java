public class Throws {
    static int snippet(int a, int b) {
        if (a < 0) throw new IllegalStateException("negative");
        return a / b;
    }
    static double ratio(double a, double b) { return a / b; }
    static boolean isSmall(long v) { return v < 10L; }
    static char next(char c) { return (char) (c + 1); }
    static int loop(int n) { while (n > 0) { n = n + 0; } return n; }
    static int sum(int[] xs) { int s = 0; for (int x : xs) s += x; return s; }
}
