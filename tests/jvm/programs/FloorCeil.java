// features: Math.floor/ceil on positive/negative/halves/-0.0/NaN/infinities, floor vs (long) truncation, ceil(-0.5) = -0.0, floor of a quotient with zero divisor (infinity), fractional part
public class FloorCeil {
    public static long snippet(double x, double y) {
        double f = Math.floor(x);
        double c = Math.ceil(x);
        long tr = (long) x;
        long fl = (long) f;
        long ce = (long) c;
        double frac = x - f;
        int k = 0;
        if (f == tr) k |= 1;
        if (c == tr) k |= 2;
        if (1.0 / Math.ceil(-0.5) < 0) k |= 4;
        if (1.0 / Math.floor(y) < 0) k |= 8;
        if (frac >= 0 && frac < 1) k |= 16;
        if (1.0 / Math.ceil(y) < 0) k |= 32;
        if (Math.floor(-0.0) == 0.0) k |= 64;
        double q = Math.floor(x / y);
        long h = fl * 7 + ce * 13 + tr + k;
        h = h * 31 + (long) (Math.ceil(y * 2.5) - Math.floor(y * 2.5));
        h = h * 31 + (long) q;
        h = h * 31 + (long) (frac * 1024);
        h = h * 31 + (long) Math.floor(-2.5) + (long) Math.ceil(-2.5) * 10 + (long) Math.floor(2.5) * 100 + (long) Math.ceil(2.5) * 1000;
        return h;
    }
}
