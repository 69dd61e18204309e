// features: nested ?: chains, conditional expression type promotion (int:char -> char when constant fits, int:double -> double, byte:short -> short, int:long -> long), ternary as array index and as method argument, ternary with side effects in the branches
public class TernaryChains {
    public static long snippet(int x, int y, boolean flag) {
        int sign = x > 0 ? 1 : x < 0 ? -1 : 0;
        int cls = x < 10 ? (y < 10 ? 0 : 1) : (y < 10 ? 2 : 3);
        char ch = flag ? 'Y' : 78;
        double dv = flag ? x : 0.5;
        byte b1 = (byte) x;
        short s1 = (short) y;
        short bs = flag ? b1 : s1;
        long lv = x > y ? x : (long) y * 3;
        int[] table = {10, 20, 30, 40};
        int pick = table[x > y ? 0 : x == y ? 1 : flag ? 2 : 3];
        int count = 0;
        int z = flag ? (count += 5) : (count -= 3);
        int m = max3(x, y, flag ? x ^ y : x & y);
        long h = sign;
        h = h * 31 + cls;
        h = h * 31 + ch;
        h = h * 31 + (long) (dv * 2);
        h = h * 31 + bs;
        h = h * 31 + lv;
        h = h * 31 + pick;
        h = h * 31 + z + count;
        h = h * 31 + m;
        h = h * 31 + (true ? 1 : 'c') + (false ? 1 : 2.5 > 1 ? 7 : 8);
        return h;
    }

    static int max3(int a, int b, int c) {
        return a > b ? (a > c ? a : c) : (b > c ? b : c);
    }
}
