class NewAcc {
    int n;
    int steps;

    private NewAcc bump(int by) {
        n = n + by;
        return this;
    }

    private NewAcc count() {
        steps += 1;
        return this;
    }

    NewAcc add(int k) {
        return bump(k).bump(k).count();
    }
}
