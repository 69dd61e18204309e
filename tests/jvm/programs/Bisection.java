// features: bisection root finding with at most 100 iterations, polynomial f(x) = x^3 - x - c evaluated in a helper, sign tests, IllegalArgumentException when the bracket has no sign change (also for NaN inputs), midpoint computation, early exit on exact root
public class Bisection {
    public static double snippet(double lo, double hi, double c) {
        double flo = f(lo, c);
        double fhi = f(hi, c);
        if (!(flo * fhi <= 0)) {
            throw new IllegalArgumentException("no sign change");
        }
        if (flo == 0) {
            return lo;
        }
        if (fhi == 0) {
            return hi;
        }
        double a = lo;
        double b = hi;
        int it = 0;
        while (it < 100) {
            double mid = a + (b - a) / 2;
            double fm = f(mid, c);
            if (fm == 0 || mid == a || mid == b) {
                return mid + it * 1e-9;
            }
            if ((fm < 0) == (flo < 0)) {
                a = mid;
                flo = fm;
            } else {
                b = mid;
            }
            it++;
        }
        return (a + b) / 2;
    }

    static double f(double x, double c) {
        return x * x * x - x - c;
    }
}
