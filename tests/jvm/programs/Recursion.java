// features: recursive static methods: naive fibonacci (bounded n), Euclid gcd with negative operands, bounded Ackermann (m<=3, n<=4), mutual recursion isEven/isOdd (depth <= 200), recursive array sum over index range
public class Recursion {
    public static long snippet(int a, int b, int[] arr) {
        int n = a & 15;
        long f = fib(n);
        int g = gcd(a, b);
        int am = (a >>> 3) & 3;
        int an = (b >>> 3) % 5;
        if (an < 0) {
            an = -an;
        }
        int ack = ackermann(am, an);
        int depth = (b & 0x7fffffff) % 200;
        boolean ev = isEven(depth);
        long s = arr == null ? -1 : rsum(arr, 0, Math.min(arr.length, 300));
        return f * 1000003L + g * 31L + ack * 7L + (ev ? 1 : 0) + s * 3;
    }

    static long fib(int n) {
        if (n < 2) {
            return n;
        }
        return fib(n - 1) + fib(n - 2);
    }

    static int gcd(int x, int y) {
        if (y == 0) {
            return x;
        }
        return gcd(y, x % y);
    }

    static int ackermann(int m, int n) {
        if (m == 0) {
            return n + 1;
        }
        if (n == 0) {
            return ackermann(m - 1, 1);
        }
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static boolean isEven(int k) {
        return k == 0 || isOdd(k - 1);
    }

    static boolean isOdd(int k) {
        return k != 0 && isEven(k - 1);
    }

    static long rsum(int[] arr, int from, int to) {
        if (from >= to) {
            return 0;
        }
        return arr[from] + rsum(arr, from + 1, to);
    }
}
