class Hailstone {
    public static int snippet(int start) {
        if (start < 1 || start > 100000) {
            return -1;
        }
        return collatz(start, 0);
    }

    static int collatz(int value, int count) {
        if (value > 1) {
            int next;
            if (value % 2 != 0) {
                next = 3 * value + 1;
            } else {
                next = value / 2;
            }
            return collatz(next, count + 1);
        }
        return count;
    }
}
