// features: statistics over a double[] parameter: mean (0/0 = NaN for empty array, no exception), variance, min/max with NaN propagation via Math.min/max, Kahan compensated summation vs naive summation, double division by zero giving infinity
public class StatsDouble {
    public static double snippet(double[] xs, int which) {
        int n = xs.length;
        double naive = 0;
        double sum = 0;
        double comp = 0;
        double mn = Double.POSITIVE_INFINITY;
        double mx = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double x = xs[i];
            naive += x;
            double yk = x - comp;
            double t = sum + yk;
            comp = (t - sum) - yk;
            sum = t;
            mn = Math.min(mn, x);
            mx = Math.max(mx, x);
        }
        double mean = sum / n;
        double var = 0;
        for (int i = 0; i < n; i++) {
            double dv = xs[i] - mean;
            var += dv * dv;
        }
        var /= n - 1;
        switch (which & 7) {
            case 0:
                return mean;
            case 1:
                return var;
            case 2:
                return mn;
            case 3:
                return mx;
            case 4:
                return sum - naive;
            case 5:
                return (mx - mn) / n;
            case 6:
                return 1.0 / (n - 1);
            default:
                return Math.sqrt(var) + mean;
        }
    }
}
