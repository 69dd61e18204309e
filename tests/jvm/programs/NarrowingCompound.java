// features: compound assignment with implicit narrowing on byte/short/char (+= -= *= /= %= <<= >>= >>>= &= |= ^=), int += double and int *= double (double->int saturation), char += double, short += float, ++/-- wrap on byte/char, bounded for loop
public class NarrowingCompound {
    public static int snippet(byte b, short s, char c, int k) {
        int n = Math.abs(k % 16);
        for (int i = 0; i < n; i++) {
            b += 100;
            s *= 3;
            c -= 7000;
            b ^= (byte) i;
            s >>>= 1;
            c <<= 1;
            b >>= 1;
            s -= i;
        }
        b++;
        c--;
        s /= 3;
        int x = k;
        x += 0.7;
        x *= 1.5;
        b %= 7;
        s |= 0x8000;
        c &= 0xff0f;
        byte bb = b;
        bb -= 128;
        char cc = c;
        cc += 1.9;
        s += 1.5f;
        short s2 = s;
        s2 ^= 0x7fff;
        char c2 = 0;
        c2--;
        byte b2 = 127;
        b2++;
        return ((b & 0xff) << 24) ^ (s << 8) ^ c ^ x ^ bb ^ (cc << 3) ^ s2 ^ (c2 << 1) ^ b2;
    }
}
