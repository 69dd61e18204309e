// expected: EQ
// why: The entry is renamed from Ledger.total to Book.sum: 1 + 2 + ... + n with n capped at 8 (0 when n < 1), a loop in the old version and the closed form in the new one, whose own method named total is another one.
// method: total
// new-method: sum
class Ledger {
    static int total(int n) {
        if (n > 8) {
            n = 8;
        }
        int s = 0;
        for (int i = 1; i <= n; i++) {
            s += i;
        }
        return s;
    }
}
