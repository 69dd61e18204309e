class Book {
    static int total(int count) {
        return sum(count) + 1;
    }

    static int sum(int count) {
        int m = Math.min(count, 8);
        if (m < 1) {
            return 0;
        }
        return m * (m + 1) / 2;
    }
}
