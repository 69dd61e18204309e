// features: primitive casts: double->int/long saturation, NaN->0, infinities, double->short/byte/char (via int), long->int/short/byte/char truncation, long->float/double rounding, int->float precision loss, float->int/long/char, float->double widening, constant-folded casts
public class Casts {
    public static long snippet(double d, long l, int i, float f) {
        int di = (int) d;
        long dl = (long) d;
        float df = (float) d;
        short ds = (short) d;
        byte db = (byte) d;
        char dc = (char) d;
        int li = (int) l;
        short ls = (short) l;
        byte lb = (byte) l;
        char lc = (char) l;
        float lf = (float) l;
        double ld = (double) l;
        float iff = (float) i;
        int back = (int) iff;
        double idd = i;
        int fi = (int) f;
        long fl = (long) f;
        char fc = (char) f;
        byte fb = (byte) f;
        double fd = f;
        long h = di;
        h = h * 31 + dl;
        h = h * 31 + bits(df);
        h = h * 31 + ds;
        h = h * 31 + db;
        h = h * 31 + dc;
        h = h * 31 + li;
        h = h * 31 + ls + lb + lc;
        h = h * 31 + bits(lf);
        h = h * 31 + bits(ld);
        h = h * 31 + bits(iff) + back;
        h = h * 31 + bits(idd);
        h = h * 31 + fi + fl + fc + fb;
        h = h * 31 + bits(fd);
        h = h * 31 + (int) (char) -1 + (byte) 200 + (short) 70000;
        h = h * 31 + (int) 3.99 + (int) -3.99 + (long) 1e30 + (int) -1e30;
        return h;
    }

    static long bits(double v) {
        return Double.isNaN(v) ? 0x7ff8000000000000L : Double.doubleToRawLongBits(v);
    }
}
