// features: long overflow, Long.MIN_VALUE/MAX_VALUE, Long.MIN_VALUE / -1, int*int overflow before widening vs (long) cast, 64x64->128 high word via 32-bit halves and >>>, FNV-1a 64-bit hash loop, Math.abs/min/max(long), long comparisons
public class LongArith {
    public static long snippet(long a, long b, int c, int d) {
        long wrongWide = c * d;
        long rightWide = (long) c * d;
        long hi = mulHigh(a, b);
        long lo = a * b;
        long q = b == 0 ? 0 : a / b;
        long minDiv = Long.MIN_VALUE / (c == 0 ? -1 : -1L);
        long fnv = 0xcbf29ce484222325L;
        long v = a ^ b;
        for (int i = 0; i < 8; i++) {
            fnv ^= (v >>> (i * 8)) & 0xff;
            fnv *= 0x100000001b3L;
        }
        long ab = Math.abs(a);
        long mn = Math.min(a, b);
        long mx = Math.max(a, c);
        int cmp = a < b ? -1 : a > b ? 1 : 0;
        long h = wrongWide ^ rightWide;
        h = h * 31 + hi;
        h = h * 31 + lo;
        h = h * 31 + q;
        h = h * 31 + minDiv;
        h = h * 31 + fnv;
        h = h * 31 + ab + mn + mx + cmp;
        h = h * 31 + (Long.MAX_VALUE + 1) + (a + Long.MAX_VALUE);
        return h;
    }

    static long mulHigh(long x, long y) {
        long x0 = x & 0xffffffffL;
        long x1 = x >> 32;
        long y0 = y & 0xffffffffL;
        long y1 = y >> 32;
        long w0 = x0 * y0;
        long t = x1 * y0 + (w0 >>> 32);
        long w1 = t & 0xffffffffL;
        long w2 = t >> 32;
        w1 = x0 * y1 + w1;
        return x1 * y1 + w2 + (w1 >> 32);
    }
}
