// features: Math.min/max/abs/signum on double and float with NaN and -0.0, NaN comparisons (== < > != all false/true), -0.0 == 0.0, 1/-0.0 = -Infinity sign test, Double.isNaN, NaN canonicalization before doubleToRawLongBits
public class NanZeroMinMax {
    public static long snippet(double a, double b, float c, float d) {
        double mn = Math.min(a, b);
        double mx = Math.max(a, b);
        float fmn = Math.min(c, d);
        float fmx = Math.max(c, d);
        double ab = Math.abs(a);
        float fab = Math.abs(c);
        double sg = Math.signum(a);
        float fsg = Math.signum(c);
        int flags = 0;
        if (a == b) flags |= 1;
        if (a < b) flags |= 2;
        if (a > b) flags |= 4;
        if (a != a) flags |= 8;
        if (Double.isNaN(mn)) flags |= 16;
        if (1.0 / mn < 0) flags |= 32;
        if (1.0 / mx < 0) flags |= 64;
        if (1.0f / fmn < 0) flags |= 128;
        if (1.0f / fmx < 0) flags |= 256;
        if (1.0 / sg < 0) flags |= 512;
        if (1.0f / fsg < 0) flags |= 1024;
        if (!(c <= d) && !(c > d)) flags |= 2048;
        if (-0.0 == 0.0) flags |= 4096;
        if (Math.min(-0.0, 0.0) == 0.0 && 1.0 / Math.min(-0.0, 0.0) < 0) flags |= 8192;
        if (1.0 / Math.max(-0.0, 0.0) > 0) flags |= 16384;
        if (1.0 / Math.abs(-0.0) > 0) flags |= 32768;
        if (Double.NaN != Double.NaN) flags |= 65536;
        long h = flags;
        h = h * 1000003 + bits(mn);
        h = h * 1000003 + bits(mx);
        h = h * 1000003 + bits(fmn);
        h = h * 1000003 + bits(fmx);
        h = h * 1000003 + bits(ab);
        h = h * 1000003 + bits(fab);
        h = h * 1000003 + bits(sg);
        h = h * 1000003 + bits(fsg);
        h = h * 1000003 + bits(a * 0.0);
        h = h * 1000003 + bits(a - a);
        h = h * 1000003 + bits(-a);
        return h;
    }

    static long bits(double v) {
        return Double.isNaN(v) ? 0x7ff8000000000000L : Double.doubleToRawLongBits(v);
    }
}
