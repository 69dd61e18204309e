// features: Math.hypot, Math.getExponent (double and float overloads), Math.toRadians/toDegrees, Math.cbrt, Math.signum, Math.abs/min/max int and long and float overloads, Math.PI, Math.E, Integer/Long/Float/Double MIN_VALUE and MAX_VALUE constants, Float.NaN/infinities
public class MathMisc {
    public static long snippet(double x, double y, float f, int i) {
        long h = 3;
        h = mix(h, Math.hypot(x, y));
        h = h * 31 + Math.getExponent(x);
        h = h * 31 + Math.getExponent(f);
        h = mix(h, Math.toRadians(x));
        h = mix(h, Math.toDegrees(y));
        h = mix(h, Math.cbrt(x * y));
        h = mix(h, Math.signum(y));
        h = mix(h, Math.signum(f));
        h = h * 31 + Math.abs(i) + Math.min(i, 17) + Math.max(i, -17);
        h = h * 31 + Math.abs((long) i * 3) + Math.min((long) i, -1L) + Math.max((long) i, 1L);
        h = mix(h, Math.abs(f) + Math.min(f, 2.5f) + Math.max(f, -2.5f));
        h = mix(h, Math.PI * Math.E);
        h = mix(h, Math.hypot(Double.POSITIVE_INFINITY, Double.NaN));
        h = mix(h, Math.hypot(3.0, 4.0));
        h = h * 31 + Math.getExponent(Double.MIN_VALUE) + Math.getExponent(Float.MAX_VALUE) + Math.getExponent(0.0);
        h = mix(h, Float.MIN_VALUE);
        h = mix(h, Float.MAX_VALUE * 2.0f);
        h = mix(h, Double.MAX_VALUE * -2.0);
        h = mix(h, Float.NaN);
        h = mix(h, Float.POSITIVE_INFINITY + Float.NEGATIVE_INFINITY);
        h = h * 31 + Integer.MAX_VALUE + Integer.MIN_VALUE + Long.MAX_VALUE / 3 + Long.MIN_VALUE / 5;
        return h;
    }

    static long mix(long h, double v) {
        long b = Double.isNaN(v) ? 0x7ff8000000000000L : Double.doubleToRawLongBits(v);
        return h * 1000003 + b;
    }
}
