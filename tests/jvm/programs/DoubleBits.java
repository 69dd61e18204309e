// features: Double.doubleToRawLongBits / longBitsToDouble round trip (incl. NaN payloads), sign/exponent/mantissa extraction with >>> and masks, ulp-step via bits+1, sign flip via xor, building 2^k from bits, Math.getExponent, subnormals
public class DoubleBits {
    public static long snippet(double x, long bits) {
        long raw = Double.doubleToRawLongBits(x);
        int sign = (int) (raw >>> 63);
        int exp = (int) ((raw >>> 52) & 0x7ff);
        long mant = raw & 0xfffffffffffffL;
        int ge = Math.getExponent(x);
        double y = Double.longBitsToDouble(bits);
        int flags = 0;
        if (Double.doubleToRawLongBits(y) == bits) flags |= 1;
        if (Double.isNaN(y)) flags |= 2;
        if (exp == 0 && mant != 0) flags |= 4;
        if (exp == 0x7ff) flags |= 8;
        if (ge == exp - 1023) flags |= 16;
        double up = Double.longBitsToDouble(raw + 1);
        double neg = Double.longBitsToDouble(raw ^ 0x8000000000000000L);
        double abs = Double.longBitsToDouble(raw & 0x7fffffffffffffffL);
        int k = (int) (bits % 1000);
        double pow2 = Double.longBitsToDouble((long) (k + 1023) << 52);
        double sub = Double.longBitsToDouble(bits & 0xfffffffffffffL);
        long h = flags;
        h = h * 31 + sign;
        h = h * 31 + exp;
        h = h * 31 + mant;
        h = h * 31 + ge;
        h = h * 31 + Math.getExponent(y);
        h = h * 31 + clean(up - x);
        h = h * 31 + clean(neg + x);
        h = h * 31 + clean(abs);
        h = h * 31 + clean(pow2 * 3);
        h = h * 31 + clean(sub * 4503599627370496.0);
        h = h * 31 + Math.getExponent(sub);
        h = h * 31 + Double.doubleToRawLongBits(Double.MIN_VALUE) + Double.doubleToRawLongBits(-0.0);
        return h;
    }

    static long clean(double v) {
        return Double.isNaN(v) ? 0x7ff8000000000000L : Double.doubleToRawLongBits(v);
    }
}
