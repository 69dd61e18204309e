// features: Math.round(double)->long and Math.round(float)->int: .5 ties toward +infinity, -2.5, 0.49999999999999994, NaN->0, huge values saturate to MIN/MAX, negative halves, float vs double rounding of the same value
public class RoundEdges {
    public static long snippet(double d, float f) {
        long a = Math.round(d);
        int b = Math.round(f);
        long c = Math.round(0.49999999999999994);
        long e = Math.round(-2.5);
        long g = Math.round(d + 0.5);
        int h = Math.round(f - 0.5f);
        long k = Math.round(d * 1e10);
        int m = Math.round((float) d);
        long n = Math.round((double) f);
        int nan = Math.round(Float.NaN);
        long inf = Math.round(Double.POSITIVE_INFINITY);
        int ninf = Math.round(Float.NEGATIVE_INFINITY);
        long sum = a * 3 + b * 5L + c * 7 + e * 11 + g * 13 + h * 17 + k + m + n * 19;
        sum = sum * 31 + nan + inf + ninf;
        long t = 0;
        for (int i = -6; i <= 6; i++) {
            t = t * 7 + Math.round(i * 0.5) + Math.round(i * 0.5f);
        }
        t = t * 7 + Math.round(4503599627370497.0) + Math.round(8388609.0f);
        t = t * 7 + Math.round(-0.5) + Math.round(-0.5000001) + Math.round(0.5f);
        return sum ^ t;
    }
}
