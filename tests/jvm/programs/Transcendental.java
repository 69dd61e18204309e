// features: Math.sin/cos/tan/asin/acos/atan/atan2/sinh/cosh/tanh/exp/log/log10/sqrt/cbrt incl. out-of-domain inputs (NaN), infinities, exact bit hashing of each result (NaN canonicalized), Math.PI, Math.E
public class Transcendental {
    public static long snippet(double x, double y) {
        long h = 7;
        h = mix(h, Math.sin(x));
        h = mix(h, Math.cos(x));
        h = mix(h, Math.tan(x));
        h = mix(h, Math.asin(x));
        h = mix(h, Math.acos(x));
        h = mix(h, Math.atan(x));
        h = mix(h, Math.atan2(y, x));
        h = mix(h, Math.sinh(x));
        h = mix(h, Math.cosh(y));
        h = mix(h, Math.tanh(x));
        h = mix(h, Math.exp(y));
        h = mix(h, Math.log(x));
        h = mix(h, Math.log10(y));
        h = mix(h, Math.sqrt(x));
        h = mix(h, Math.cbrt(y));
        h = mix(h, Math.sin(Math.PI * y));
        h = mix(h, Math.log(Math.E));
        h = mix(h, Math.exp(Math.log(Math.abs(x) + 1)));
        h = mix(h, Math.atan2(-0.0, -1.0));
        h = mix(h, Math.atan2(0.0, -0.0));
        h = mix(h, Math.sqrt(-0.0));
        h = mix(h, Math.log(0.0));
        h = mix(h, Math.sinh(-0.0));
        return h;
    }

    // near cosh's overflow fdlibm is 2 ulps below the exact value and glibc 1 ulp above it: both
    // within the 2.5 ulps Java allows, 3 ulps apart
    public static double snippetCoshNearOverflow(int k) {
        return Math.cosh(-710.38297596259247 + (k % 8) * 1e-13);
    }

    static long mix(long h, double v) {
        long b = Double.isNaN(v) ? 0x7ff8000000000000L : Double.doubleToRawLongBits(v);
        return h * 1000003 + b;
    }
}
