// features: do-while loops (body runs at least once), digit extraction with negative numbers (% and / toward zero), digit reversal with int overflow, bounded Collatz iteration with long arithmetic, do-while with continue/break
public class DoWhileLoops {
    public static long snippet(int n, long m) {
        int digits = 0;
        int sum = 0;
        int rev = 0;
        int t = n;
        do {
            int d = t % 10;
            sum += d;
            rev = rev * 10 + d;
            t /= 10;
            digits++;
        } while (t != 0);
        long c = m;
        int steps = 0;
        do {
            if (c == 1) {
                break;
            }
            steps++;
            if ((c & 1) == 0) {
                c >>= 1;
                continue;
            }
            c = 3 * c + 1;
        } while (steps < 200);
        int k = 0;
        int z = 0;
        do {
            k++;
            z += k * k;
        } while (k < 0);
        return ((long) digits << 40) + ((long) sum << 20) + rev * 7L + steps * 13L + c + z;
    }
}
