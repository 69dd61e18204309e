// features: float vs double rounding, float accumulation in a loop, float*float vs (double) product, float division, 2^24+1 not representable in float, mixed float/int promotion, float->int cast of product, float parameters and float return
public class FloatVsDouble {
    public static float snippet(float x, float y, int n) {
        float fs = 0f;
        double ds = 0.0;
        int m = Math.abs(n % 50);
        for (int i = 0; i < m; i++) {
            fs += x * 0.1f;
            ds += x * 0.1;
        }
        float p = x * y;
        double pd = (double) x * y;
        float q = x / y;
        float mix = (float) (ds - fs) + p - (float) pd;
        float third = 1.0f / 3.0f;
        double thirdD = 1.0 / 3.0;
        float err = (float) (thirdD - third);
        float big = 16777216f + 1f;
        float c = x + 16777216f - 16777216f;
        float tenth = 0.1f + 0.2f;
        float r = mix + err * 1e6f + q * 0.5f + (big - 16777216f) + c + (int) (x * 3);
        if (tenth != 0.3f) {
            r += 0.25f;
        }
        if (0.1 + 0.2 != 0.3) {
            r += 0.5f;
        }
        return r + n / 7 + fs;
    }
}
