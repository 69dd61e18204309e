// features: Math.rint ties-to-even vs Math.round ties-up, rint(-0.5) = -0.0 (sign checked via 1/x), rint of 2^52+1 (already integral), rint of NaN/infinity/large inputs, double return value
public class RintHalfEven {
    public static double snippet(double x) {
        double acc = 0;
        for (int i = -8; i <= 8; i++) {
            double v = i + 0.5;
            acc = acc * 1.5 + Math.rint(v) - Math.round(v);
        }
        double r = Math.rint(x);
        double r2 = Math.rint(x * 0.5) * 2;
        double neg = Math.rint(-0.5);
        double z = 1.0 / neg;
        double huge = Math.rint(4503599627370497.0);
        double res = acc + (z < 0 ? 1000 : 0) + (huge - 4503599627370496.0);
        if (Double.isNaN(r)) {
            return res - 1;
        }
        if (r == x) {
            res += 0.25;
        }
        if (1.0 / Math.rint(x * 1e-300) < 0) {
            res += 0.125;
        }
        return res + (r - r2) * 3 + Math.rint(x * 1e-3) + Math.rint(x - Math.floor(x));
    }
}
