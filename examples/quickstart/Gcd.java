// A first example: Euclid's algorithm, iterative and recursive.
public class Gcd {
    public static int snippet(int a, int b) {
        if (a < 0) a = -a;
        if (b < 0) b = -b;
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    static int recursive(int a, int b) {
        return b == 0 ? Math.abs(a) : recursive(b, a % b);
    }
}
