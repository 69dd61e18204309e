// features: float and double comparisons with NaN in all operators (fcmpl/fcmpg and dcmpl/dcmpg semantics: !(a < b) vs a >= b), comparisons in loop conditions and ternaries, sorting network with NaN, -0.0f vs 0.0f, int result flags
public class FloatNaNCompare {
    public static int snippet(float a, float b, double c, double d) {
        int r = 0;
        if (a < b) r |= 1;
        if (a <= b) r |= 2;
        if (a > b) r |= 4;
        if (a >= b) r |= 8;
        if (a == b) r |= 16;
        if (a != b) r |= 32;
        if (!(a < b)) r |= 64;
        if (!(a > b)) r |= 128;
        if (c < d) r |= 256;
        if (c <= d) r |= 512;
        if (c > d) r |= 1024;
        if (c >= d) r |= 2048;
        if (!(c >= d)) r |= 4096;
        if (!(c <= d)) r |= 8192;
        if (a < c) r |= 16384;
        if (b >= d) r |= 32768;
        if (-0.0f == 0.0f) r |= 65536;
        float[] v = {a, b, (float) c, (float) d};
        for (int i = 0; i < v.length; i++) {
            for (int j = 0; j + 1 < v.length - i; j++) {
                if (v[j] > v[j + 1]) {
                    float t = v[j];
                    v[j] = v[j + 1];
                    v[j + 1] = t;
                }
            }
        }
        int order = 0;
        for (int i = 0; i < v.length; i++) {
            float e = v[i];
            int code = e != e ? 3 : e == a ? 0 : e == b ? 1 : 2;
            order = order * 4 + code;
        }
        int count = 0;
        double x = c;
        while (x < d && count < 10) {
            x += Math.abs(d - c) / 3 + 1;
            count++;
        }
        return r ^ (order << 17) ^ (count << 26);
    }
}
