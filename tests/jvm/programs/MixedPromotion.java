// features: binary numeric promotion among int/long/float/double/char, integer division before widening (1/2*x vs x/2), long->float precision in mixed expressions, compound long += float and int -= double, char + int, float * long, comparison of int and float, double return
public class MixedPromotion {
    public static double snippet(int i, long l, float f, double d) {
        double a = 1 / 2 * d;
        double b = d / 2;
        double c = i / 2 + d;
        float e = f * l;
        double g = i * f + l * d;
        long h = l;
        h += f;
        int k = i;
        k -= d;
        char ch = 'A';
        int ci = ch + i;
        boolean cmp = i == (float) i;
        long big = Long.MAX_VALUE;
        float bf = big;
        double bd = big;
        long prod = i * (long) i + (l & 0xff) * 'Z';
        double mixed = (i + l) * (f + d);
        double r = a + b * 3 + c * 5 + e + g;
        if (Double.isNaN(r)) {
            r = -1;
        }
        return r + h * 0.25 + k * 0.125 + ci + (cmp ? 1 : 0) + (bf - bd) + prod + (Double.isNaN(mixed) ? 0 : mixed * 1e-9);
    }
}
