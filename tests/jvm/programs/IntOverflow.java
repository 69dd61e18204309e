// features: int overflow wraparound on + - * and unary -, Integer.MIN_VALUE/MAX_VALUE constants, Math.abs(int) of MIN_VALUE, overflow detection, static helper (hash mixing with >>> and hex literal)
public class IntOverflow {
    public static int snippet(int a, int b) {
        int sum = a + b;
        int diff = a - b;
        int prod = a * b;
        int neg = -a;
        int r = 0;
        if (b > 0 && sum < a) r |= 1;
        if (b < 0 && sum > a) r |= 2;
        if (neg == a && a != 0) r |= 4;
        if (Math.abs(a) < 0) r |= 8;
        if (prod != 0 && b != 0 && prod / b != a) r |= 16;
        if (((a ^ sum) & (b ^ sum)) < 0) r |= 32;
        if (Integer.MAX_VALUE + 1 == Integer.MIN_VALUE) r |= 64;
        int sq = a * a;
        if (sq < 0) r |= 128;
        int m = mix(sum, diff, prod);
        return (r << 24) ^ m ^ (Integer.MAX_VALUE + a) ^ (Integer.MIN_VALUE - b) ^ sq;
    }

    static int mix(int x, int y, int z) {
        int h = x * 31 + y;
        h = h * 31 + z;
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h;
    }
}
