// features: int and long / and % with negative operands (truncation toward zero), MIN_VALUE / -1 and % -1, ArithmeticException on int and long zero divisor, floor division helper, double % (fmod semantics, no exception on zero)
public class DivRem {
    public static long snippet(int a, int b, long c, long d) {
        double fm = (double) a % (double) b;
        double fz = c % 0.0;
        int q = a / b;
        int r = a % b;
        long lq = c / d;
        long lr = c % d;
        int fq = floorDiv(a, b);
        int fmod = a - fq * b;
        long check = (long) q * b + r - a;
        long h = lq * 31 + lr * 17 + q * 7L + r;
        h = h * 131 + fq;
        h = h * 131 + fmod;
        h = h * 131 + check;
        h = h * 131 + (long) fm;
        h = h * 131 + (Double.isNaN(fz) ? 1 : 0);
        h = h * 131 + (-7 / 2) + (-7 % 2) * 10 + (7 % -2) * 100 + (-7 / -2) * 1000;
        h = h * 131 + (long) (-7.5 % 2.0 * 4) + (long) (7.5 % -2.0 * 4) * 10;
        return h;
    }

    static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x % y != 0) && ((x ^ y) < 0)) {
            q--;
        }
        return q;
    }
}
