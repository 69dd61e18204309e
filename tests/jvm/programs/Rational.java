// features: immutable value objects of the class itself with long fields, constructor normalizing sign and reducing by gcd, ArithmeticException thrown explicitly for zero denominator, add/mul/compare instance methods, long overflow in cross multiplication
public class Rational {
    public static long snippet(int a, int b, int c, int d) {
        Rational x = new Rational(a, b);
        Rational y = new Rational(c, d);
        Rational s = x.add(y);
        Rational p = x.mul(y);
        Rational harmonic = new Rational(0, 1);
        int n = (a & 7) + 1;
        for (int i = 1; i <= n; i++) {
            harmonic = harmonic.add(new Rational(1, i));
        }
        return s.num * 31 + s.den + p.num * 17 + p.den * 7 + x.compareTo(y) + harmonic.num * 3 + harmonic.den;
    }

    long num;
    long den;

    Rational(long n, long d) {
        if (d == 0) {
            throw new ArithmeticException("zero denominator");
        }
        if (d < 0) {
            n = -n;
            d = -d;
        }
        long g = gcd(n < 0 ? -n : n, d);
        num = n / g;
        den = d / g;
    }

    static long gcd(long x, long y) {
        while (y != 0) {
            long t = x % y;
            x = y;
            y = t;
        }
        return x == 0 ? 1 : x;
    }

    Rational add(Rational o) {
        return new Rational(num * o.den + o.num * den, den * o.den);
    }

    Rational mul(Rational o) {
        return new Rational(num * o.num, den * o.den);
    }

    int compareTo(Rational o) {
        long l = num * o.den;
        long r = o.num * den;
        return l < r ? -1 : (l == r ? 0 : 1);
    }
}
