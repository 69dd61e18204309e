// features: Math.floorDiv/floorMod (int, long, long-int overloads), addExact/subtractExact/multiplyExact/negateExact/incrementExact/decrementExact/toIntExact with ArithmeticException on overflow, exceptions as results
public class LibraryExact {
    public static int snippet(int a, int b) {
        int r = Math.floorDiv(a, b == 0 ? 1 : b) * 31 + Math.floorMod(a, b == 0 ? 7 : b);
        return r + Math.addExact(a, b % 3);
    }

    public static long snippetLong(long a, long b) {
        long q = Math.floorDiv(a, b == 0 ? 3L : b);
        long m = Math.floorMod(a, b == 0 ? -5L : b);
        return q * 17 + m + Math.floorMod(a, (int) b | 1) + Math.floorDiv(a, (int) (b >> 3) | 2);
    }

    public static int snippetAdd(int a, int b) {
        return Math.addExact(a, b);
    }

    public static int snippetSubtract(int a, int b) {
        return Math.subtractExact(a, b);
    }

    public static int snippetMultiply(int a, int b) {
        return Math.multiplyExact(a, b);
    }

    public static long snippetAddLong(long a, long b) {
        return Math.addExact(a, b);
    }

    public static long snippetSubtractLong(long a, long b) {
        return Math.subtractExact(a, b);
    }

    public static long snippetMultiplyLong(long a, long b) {
        return Math.multiplyExact(a, b);
    }

    public static long snippetMultiplyLongInt(long a, int b) {
        return Math.multiplyExact(a, b);
    }

    public static long snippetNegate(int a, long b) {
        return Math.negateExact(a) + Math.negateExact(b);
    }

    public static long snippetIncrement(int a, long b) {
        return Math.incrementExact(a) + Math.decrementExact(b) + Math.decrementExact(a) + Math.incrementExact(b);
    }

    public static int snippetToInt(long a) {
        return Math.toIntExact(a);
    }
}
