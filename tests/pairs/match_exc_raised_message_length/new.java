class Board {
    static int read(int[] slots, int k) {
        return slots[k];
    }

    public static int lookup(int k) {
        int[] slots = new int[5];
        if (k >= 0 && k < 4) {
            return 0;
        }
        if (k == 4) {
            throw new ArrayIndexOutOfBoundsException("Index 4 out of bounds for length 4");
        }
        return read(slots, k);
    }
}
