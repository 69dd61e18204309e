// expected: EQ
// why: Whatever the balance, the guarded update and the early return for too large an amount leave the same receiver and result.
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
