// features: numerical Newton iteration for square root and cube root with bounded iteration count and convergence test, IllegalArgumentException for negative/NaN input, comparison against Math.sqrt/Math.cbrt, handling of 0 and infinity, double arithmetic
public class NewtonSqrt {
    public static double snippet(double x, int maxIter) {
        if (!(x >= 0)) {
            throw new IllegalArgumentException("negative or NaN");
        }
        int iters = Math.min(Math.max(maxIter, 1), 80);
        double s = sqrt(x, iters);
        double c = cbrt(x, iters);
        return (s - Math.sqrt(x)) * 1e6 + (c - Math.cbrt(x)) * 1e3 + s + c;
    }

    static double sqrt(double x, int iters) {
        if (x == 0 || x == Double.POSITIVE_INFINITY) {
            return x;
        }
        double g = x > 1 ? x / 2 : 1;
        for (int i = 0; i < iters; i++) {
            double next = 0.5 * (g + x / g);
            if (next == g) {
                break;
            }
            g = next;
        }
        return g;
    }

    static double cbrt(double x, int iters) {
        if (x == 0 || x == Double.POSITIVE_INFINITY) {
            return x;
        }
        double g = x > 1 ? x / 3 : 1;
        int i = 0;
        while (i < iters) {
            double next = (2 * g + x / (g * g)) / 3;
            if (Math.abs(next - g) <= 1e-15 * Math.abs(g)) {
                g = next;
                break;
            }
            g = next;
            i++;
        }
        return g;
    }
}
