// features: short-circuit && and || skipping side effects (counter in an int[] cell), non-short-circuit & | ^ on booleans evaluating both sides, ! negation, boolean-returning helpers with side effects, side effect order, avoided division by zero via &&
public class ShortCircuit {
    public static int snippet(int a, int b, boolean p) {
        int[] cnt = new int[1];
        int r = 0;
        if (test(cnt, a > 0) && test(cnt, b > 0)) r |= 1;
        if (test(cnt, a > 0) || test(cnt, b > 0)) r |= 2;
        if (test(cnt, a > 0) & test(cnt, b > 0)) r |= 4;
        if (test(cnt, a > 0) | test(cnt, b > 0)) r |= 8;
        if (test(cnt, a > 0) ^ test(cnt, b > 0)) r |= 16;
        if (!(p && test(cnt, a == b)) || test(cnt, b != 0)) r |= 32;
        if (b != 0 && a / b > 2) r |= 64;
        if (b == 0 || a % b == 0) r |= 128;
        boolean q = p;
        q &= a > b;
        q |= test(cnt, a < -100);
        q ^= p;
        if (q) r |= 256;
        int k = 0;
        boolean side = (k++ > 0) && (k++ > 0);
        boolean side2 = (k++ >= 0) || (k++ > 0);
        if (side || side2) r |= 512;
        return r * 1000 + cnt[0] * 10 + k;
    }

    static boolean test(int[] cnt, boolean v) {
        cnt[0]++;
        return v;
    }
}
