class Tally {
    public static int snippet(int count) {
        if (count < 0 || count > 500) {
            return -1;
        }
        return sumTo(count, 0);
    }

    static int sumTo(int left, int total) {
        if (left > 0) {
            int next = left + total;
            return sumTo(left - 1, next);
        }
        return total;
    }
}
