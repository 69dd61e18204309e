// features: boolean parameters and boolean return, boolean[] arrays, & | ^ ! on booleans, boolean equality ==/!=, ternary producing booleans, boolean local compound &= |= ^=, majority/implication/xor truth tables in loops
public class BooleanLogic {
    public static boolean snippet(boolean a, boolean b, boolean c, int mask) {
        boolean[] t = new boolean[8];
        for (int i = 0; i < 8; i++) {
            boolean x = (i & 1) != 0;
            boolean y = (i & 2) != 0;
            boolean z = (i & 4) != 0;
            t[i] = majority(x, y, z) ^ implies(x, z) | (y == z);
        }
        int idx = (a ? 1 : 0) | (b ? 2 : 0) | (c ? 4 : 0);
        boolean r = t[idx];
        r ^= (mask & (1 << idx)) != 0;
        r &= !(a & b & c) || (mask < 0);
        r |= a != b && b != c;
        boolean s = a ? b : c;
        return r == s ? !r : r;
    }

    static boolean majority(boolean x, boolean y, boolean z) {
        return (x & y) | (y & z) | (x & z);
    }

    static boolean implies(boolean p, boolean q) {
        return !p || q;
    }
}
