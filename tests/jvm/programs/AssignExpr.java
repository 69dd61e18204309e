// features: assignment used as an expression: in if conditions ((y = x * 2) > 3), chained a = b = c = x, in while conditions ((n = n / 2) > 0), x += (x = 3) evaluation order, array element assignment value, compound assignment value used in arithmetic
public class AssignExpr {
    public static int snippet(int x, int n) {
        int y;
        int r = 0;
        if ((y = x * 2) > 3) {
            r += y;
        } else {
            r -= y;
        }
        int a;
        int b;
        int c;
        a = b = c = x + 1;
        int halvings = 0;
        int m = n;
        while ((m = m / 2) != 0) {
            halvings++;
        }
        int z = 10;
        z += (z = 3);
        int[] arr = new int[3];
        int v = arr[1] = 42;
        int w = (arr[2] += 5) * 2;
        int q = 1;
        int s = (q <<= 3) + (q *= 2);
        long l;
        int t = (int) (l = 1L << 40) + (int) (l >>> 32);
        return r * 7 + a + b * 3 + c * 5 + halvings * 11 + z * 13 + v + w + s * 17 + t;
    }
}
