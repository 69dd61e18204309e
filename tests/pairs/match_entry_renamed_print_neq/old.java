// expected: NEQ
// why: The entry is renamed from total to sum (the sum of the first n odd numbers, n capped at 8); for n == 0 the old version prints "nothing" before returning 0, the new one prints it only for negative n.
// witness: 0
// differs: System.out
// observe return: EQ
// method: total
// new-method: sum
class Ledger {
    static int total(int n) {
        if (n <= 0) {
            System.out.println("nothing");
            return 0;
        }
        int s = 0;
        for (int i = 0; i < n && i < 8; i++) {
            s += 2 * i + 1;
        }
        return s;
    }
}
