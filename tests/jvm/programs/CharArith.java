// features: char parameters and return, char arithmetic and promotion to int, char range tests, (char) casts, char ++ and += with wraparound, char array, char comparisons, Caesar shift with negative remainder handling
public class CharArith {
    public static char snippet(char c, int shift) {
        char r;
        int sh = shift % 26;
        if (c >= 'a' && c <= 'z') {
            r = (char) ('a' + (c - 'a' + sh + 26) % 26);
        } else if (c >= 'A' && c <= 'Z') {
            r = (char) ('A' + (c - 'A' + sh + 26) % 26);
        } else if (c >= '0' && c <= '9') {
            r = (char) ('9' - (c - '0'));
        } else {
            r = c;
            r += shift;
        }
        char[] buf = new char[6];
        for (int i = 0; i < buf.length; i++) {
            buf[i] = (char) (r + i * 1000);
        }
        int sum = 0;
        for (int i = 0; i < buf.length; i++) {
            sum += buf[i];
            if (buf[i] < r) {
                sum ^= 0x5555;
            }
        }
        char t = r;
        t++;
        int diff = t - 'A';
        char u = (char) (diff * 3 + sum);
        u += 'z';
        return (char) (u ^ (r << 1) ^ toUpper(c));
    }

    static char toUpper(char ch) {
        if (ch >= 'a' && ch <= 'z') {
            return (char) (ch - 32);
        }
        return ch;
    }
}
