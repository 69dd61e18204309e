// features: << >> >>> on int and long, shift counts >= 32/64 and negative (masked to 5/6 bits), long shift count on int, shifts of promoted byte/short/char, compound shift assignment with narrowing (short >>>=)
public class Shifts {
    public static long snippet(int x, int s, long y) {
        int a = x << s;
        int b = x >> s;
        int c = x >>> s;
        long d = y << s;
        long e = y >> s;
        long f = y >>> s;
        int g = x << (s + 32);
        long h = y >>> (long) s;
        int k = x >> -s;
        long k2 = y << -s;
        byte bb = (byte) x;
        int m = bb >>> 4;
        short sh = (short) y;
        sh >>>= 3;
        char ch = (char) x;
        int n = ch >> 3;
        int t = x;
        t <<= y;
        long u = y;
        u >>>= 65;
        long acc = a;
        acc = acc * 31 + b;
        acc = acc * 31 + c;
        acc = acc * 31 + d;
        acc = acc * 31 + e;
        acc ^= f;
        acc += g;
        acc ^= h << 1;
        acc += k;
        acc ^= k2;
        acc = acc * 31 + m;
        acc = acc * 31 + sh;
        acc = acc * 31 + n;
        acc ^= t;
        acc = acc * 31 + u;
        acc = acc * 31 + (1 << 31) + (1L << 63 >> 63) + (-1 >>> 28) + (-1L >>> 60);
        return acc;
    }
}
