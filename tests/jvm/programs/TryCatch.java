// features: try/catch/finally, multi-catch, nested handlers, rethrow, finally overriding return and exceptions, exceptions the JVM raises caught (division, bounds, null, negative size, cast), the division's message, exception classes of the file with fields, checked exceptions
public class TryCatch {
    static int log;

    static class Limit extends RuntimeException {
        final int by;
        Limit(int by) { super("limit " + by); this.by = by; }
    }

    static class Checked extends Exception {
        Checked(String m) { super(m); }
    }

    interface Shape { int area(); }
    static class Sq implements Shape { public int area() { return 4; } }
    static class Tri implements Shape { public int area() { return 3; } }

    public static int snippet(int a, int b) {
        int r = 0;
        try {
            r = a / b;
            if (r > 50) throw new Limit(r - 50);
        } catch (ArithmeticException e) {
            r = e.getMessage() == null ? -2 : -1;
        } catch (Limit e) {
            r = 50 + e.by % 7;
        } finally {
            log += r;
        }
        return r;
    }

    public static int snippetBounds(int i, int n) {
        try {
            int[] xs = new int[n % 5];
            xs[i] = 7;
            return xs[i] + xs.length;
        } catch (ArrayIndexOutOfBoundsException | NegativeArraySizeException e) {
            return e instanceof NegativeArraySizeException ? -10 : -20;
        }
    }

    public static int snippetNull(int a) {
        int[] xs = a > 0 ? new int[a % 4] : null;
        try {
            return xs.length;
        } catch (NullPointerException e) {
            return -1;
        } finally {
            log = a;
        }
    }

    public static int snippetCast(int a) {
        Shape s = a % 2 == 0 ? new Sq() : new Tri();
        try {
            return ((Sq) s).area() + a;
        } catch (ClassCastException e) {
            return s.area() - a;
        }
    }

    public static int snippetFinallyReturn(int a) {
        try {
            if (a < 0) throw new IllegalArgumentException("negative");
            return a;
        } finally {
            if (a < -10) return -10;
            if (a > 10) return 10;
        }
    }

    public static int snippetRethrow(int a, int b) {
        try {
            try {
                return a / b + check(a);
            } catch (ArithmeticException e) {
                log = 1;
                throw e;
            } catch (Checked e) {
                throw new IllegalStateException(e.getMessage());
            }
        } catch (IllegalStateException e) {
            log = 2;
            return -3;
        }
    }

    static int check(int a) throws Checked {
        if (a % 3 == 0) throw new Checked("three " + a);
        return a;
    }

    public static int snippetLoop(int a, int b) {
        int sum = 0;
        outer:
        for (int i = -2; i < 3; i++) {
            try {
                if (i == a % 3) continue;
                sum += b / i;
                if (sum > 1000) break outer;
            } catch (ArithmeticException e) {
                sum += 1;
            } finally {
                sum *= 2;
            }
        }
        return sum;
    }

    public static int snippetExact(int a, int b) {
        try {
            return Math.multiplyExact(a, b) + Math.toIntExact((long) a * 3);
        } catch (ArithmeticException e) {
            if (e.getMessage() == null) return 0;
            throw new IllegalArgumentException(e.getMessage() + "!");
        }
    }
}
