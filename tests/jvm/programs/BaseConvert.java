// features: integer to digits in base 2..36 into a char[] buffer (handles negative numbers and Integer.MIN_VALUE via negative remainders), parse back with char arithmetic, IllegalArgumentException for radix 0/1, out-of-range radix folded into 2..36, long accumulation, char return value
public class BaseConvert {
    public static char snippet(int value, int radix) {
        if (radix == 0 || radix == 1) {
            throw new IllegalArgumentException("radix");
        }
        int rdx = radix >= 2 && radix <= 36 ? radix : 2 + Math.abs(radix % 35);
        char[] buf = new char[33];
        int pos = buf.length;
        boolean neg = value < 0;
        int v = value;
        if (!neg) {
            v = -v;
        }
        do {
            int d = -(v % rdx);
            buf[--pos] = d < 10 ? (char) ('0' + d) : (char) ('a' + d - 10);
            v /= rdx;
        } while (v != 0);
        if (neg) {
            buf[--pos] = '-';
        }
        long parsed = 0;
        boolean pneg = false;
        for (int i = pos; i < buf.length; i++) {
            char ch = buf[i];
            if (ch == '-') {
                pneg = true;
                continue;
            }
            int d = ch <= '9' ? ch - '0' : ch - 'a' + 10;
            parsed = parsed * rdx + d;
        }
        if (pneg) {
            parsed = -parsed;
        }
        char check = parsed == value ? 'Y' : 'N';
        return (char) (check + (buf.length - pos) * 256 + buf[pos]);
    }
}
