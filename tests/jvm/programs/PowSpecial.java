// features: Math.pow special cases (x^0 = 1 even for NaN, 1^NaN = NaN, (-1)^inf = NaN, (-0.0)^-1 = -inf, negative base with integral/non-integral exponent, overflow/underflow), pow vs sqrt/cbrt, pow vs repeated multiplication
public class PowSpecial {
    public static long snippet(double x, double y, int n) {
        long h = 17;
        h = mix(h, Math.pow(x, y));
        h = mix(h, Math.pow(x, 0.0));
        h = mix(h, Math.pow(x, -0.0));
        h = mix(h, Math.pow(1.0, y));
        h = mix(h, Math.pow(-1.0, y));
        h = mix(h, Math.pow(x, n % 7));
        h = mix(h, Math.pow(-x, 3.0));
        h = mix(h, Math.pow(x, 0.5) - Math.sqrt(x));
        h = mix(h, Math.pow(y, -1.0));
        h = mix(h, Math.pow(-0.0, -1.0));
        h = mix(h, Math.pow(-0.0, -2.0));
        h = mix(h, Math.pow(Double.NEGATIVE_INFINITY, 3.0));
        h = mix(h, Math.pow(Double.NEGATIVE_INFINITY, 2.5));
        h = mix(h, Math.pow(Double.NaN, 0.0));
        h = mix(h, Math.pow(1.0, Double.NaN));
        h = mix(h, Math.pow(-1.0, Double.POSITIVE_INFINITY));
        h = mix(h, Math.pow(2.0, 1024.0));
        h = mix(h, Math.pow(2.0, -1075.0));
        h = mix(h, Math.pow(0.5, -1074.0));
        h = mix(h, Math.pow(-8.0, 1.0 / 3.0));
        h = mix(h, Math.pow(Math.abs(x), 1.0 / 3.0) - Math.cbrt(Math.abs(x)));
        double p = 1;
        int e = Math.abs(n % 20);
        for (int i = 0; i < e; i++) {
            p *= x;
        }
        h = mix(h, p);
        h = mix(h, Math.pow(x, e));
        return h;
    }

    static long mix(long h, double v) {
        long b = Double.isNaN(v) ? 0x7ff8000000000000L : Double.doubleToRawLongBits(v);
        return h * 1000003 + b;
    }
}
