class Ledger {
    static int sum(int count) {
        if (count < 0) {
            System.out.println("nothing");
            return 0;
        }
        int m = Math.min(count, 8);
        return m * m;
    }
}
