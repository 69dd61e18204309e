// features: hand-written bit manipulation: popcount loop with x &= x - 1, lowest set bit x & -x, power-of-two test, leading-zero count by binary search with >>>, bit reversal by mask swapping, rotate left via << | >>>, parity, Gray code encode/decode, sign extension trick (x << 24) >> 24
public class BitTricks {
    public static long snippet(int x, long y) {
        int pop = popcount(x);
        int low = x & -x;
        boolean pow2 = x > 0 && (x & (x - 1)) == 0;
        int nlz = leadingZeros(x);
        int rev = reverse(x);
        int rotl = (x << 7) | (x >>> -7);
        long lrot = (y >>> 13) | (y << 51);
        int parity = popcount(x) & 1;
        int gray = x ^ (x >>> 1);
        int decoded = grayDecode(gray);
        int sext = (x << 24) >> 24;
        long lpop = popcount((int) y) + popcount((int) (y >>> 32));
        long h = pop;
        h = h * 31 + low;
        h = h * 31 + (pow2 ? 1 : 0);
        h = h * 31 + nlz;
        h = h * 31 + rev;
        h = h * 31 + rotl;
        h = h * 31 + lrot;
        h = h * 31 + parity;
        h = h * 31 + gray;
        h = h * 31 + (decoded == x ? 1 : 0);
        h = h * 31 + sext;
        h = h * 31 + lpop;
        h = h * 31 + (~x) + (~y);
        return h;
    }

    static int popcount(int v) {
        int c = 0;
        while (v != 0) {
            v &= v - 1;
            c++;
        }
        return c;
    }

    static int leadingZeros(int v) {
        if (v == 0) {
            return 32;
        }
        int n = 0;
        if (v >>> 16 == 0) { n += 16; v <<= 16; }
        if (v >>> 24 == 0) { n += 8; v <<= 8; }
        if (v >>> 28 == 0) { n += 4; v <<= 4; }
        if (v >>> 30 == 0) { n += 2; v <<= 2; }
        if (v >>> 31 == 0) { n += 1; }
        return n;
    }

    static int reverse(int v) {
        v = ((v & 0x55555555) << 1) | ((v >>> 1) & 0x55555555);
        v = ((v & 0x33333333) << 2) | ((v >>> 2) & 0x33333333);
        v = ((v & 0x0f0f0f0f) << 4) | ((v >>> 4) & 0x0f0f0f0f);
        v = (v << 24) | ((v & 0xff00) << 8) | ((v >>> 8) & 0xff00) | (v >>> 24);
        return v;
    }

    static int grayDecode(int g) {
        int v = g;
        for (int shift = 1; shift < 32; shift <<= 1) {
            v ^= v >>> shift;
        }
        return v;
    }
}
