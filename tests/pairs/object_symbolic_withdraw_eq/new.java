class V {
    int balance;

    V(int balance) {
        this.balance = balance;
    }

    boolean snippet(int amount) {
        if (amount > balance) {
            return false;
        }
        balance = balance - amount;
        return true;
    }
}
