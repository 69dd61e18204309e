// features: Horner evaluation over a double[] coefficient array (NPE when null), derivative and integral coefficient arrays (new double[len-1], NegativeArraySizeException-free guard), long polynomial with overflow, evaluation at several points in a loop
public class Polynomial {
    public static double snippet(double[] coeffs, double x, int k) {
        double v = horner(coeffs, x);
        double[] der = derivative(coeffs);
        double dv = horner(der, x);
        double[] integ = integral(coeffs);
        double area = horner(integ, 1.0) - horner(integ, 0.0);
        long lp = 0;
        long kk = k;
        for (int i = 0; i < coeffs.length && i < 40; i++) {
            lp = lp * kk + (long) coeffs[i];
        }
        double samples = 0;
        for (int i = -3; i <= 3; i++) {
            samples += horner(coeffs, i * 0.5) * i;
        }
        return v + dv * 0.5 + area * 0.25 + lp + samples;
    }

    // coefficients highest degree first
    static double horner(double[] c, double x) {
        double r = 0;
        for (int i = 0; i < c.length; i++) {
            r = r * x + c[i];
        }
        return r;
    }

    static double[] derivative(double[] c) {
        if (c.length <= 1) {
            return new double[0];
        }
        double[] d = new double[c.length - 1];
        int deg = c.length - 1;
        for (int i = 0; i < d.length; i++) {
            d[i] = c[i] * (deg - i);
        }
        return d;
    }

    static double[] integral(double[] c) {
        double[] r = new double[c.length + 1];
        int deg = c.length - 1;
        for (int i = 0; i < c.length; i++) {
            r[i] = c[i] / (deg - i + 1);
        }
        r[c.length] = 0;
        return r;
    }
}
