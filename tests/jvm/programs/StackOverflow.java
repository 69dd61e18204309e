// features: unbounded recursion -> StackOverflowError for negative inputs (terminates with depth < 300 for n >= 0), mutual recursion variant, instance-free static recursion with long accumulator
public class StackOverflow {
    public static long snippet(int n, boolean mutual) {
        int start = n >= 0 ? n % 300 : n;
        if (mutual) {
            return ping(start);
        }
        return down(start);
    }

    static long down(int k) {
        if (k == 0) {
            return 1;
        }
        return k + down(k - 1) * 3;
    }

    static long ping(int k) {
        if (k == 0) {
            return 7;
        }
        return pong(k - 1) + 1;
    }

    static long pong(int k) {
        if (k == 0) {
            return 11;
        }
        return ping(k - 1) * 2;
    }
}
