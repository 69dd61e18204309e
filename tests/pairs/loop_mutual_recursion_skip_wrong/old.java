// expected: NEQ
// why: The new even() skips ahead with even(k - 301) for k > 300 (301 is odd: it should be odd(k - 301) or even(k - 300)), so parities agree for n <= 300 and differ from n = 301 on.
// witness: 301
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class Parity {
    public static boolean snippet(int n) {
        if (n < 0 || n > 500) {
            return false;
        }
        return even(n);
    }

    static boolean even(int k) {
        return k == 0 || odd(k - 1);
    }

    static boolean odd(int k) {
        return k != 0 && even(k - 1);
    }
}
