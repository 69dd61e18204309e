// expected: NEQ
// why: Withdrawing exactly the balance succeeds in the old version and fails in the new one.
// witness: 5, 5
// differs: return value
class V {
    int balance;

    V(int balance) {
        this.balance = balance;
    }

    boolean snippet(int amount) {
        if (amount <= balance) {
            balance -= amount;
            return true;
        }
        return false;
    }
}
