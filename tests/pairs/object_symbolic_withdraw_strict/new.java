class V {
    int balance;

    V(int balance) {
        this.balance = balance;
    }

    boolean snippet(int amount) {
        if (amount < balance) {
            balance -= amount;
            return true;
        }
        return false;
    }
}
