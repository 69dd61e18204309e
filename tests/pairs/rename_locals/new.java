class V {
    public static int snippet(int x) {
        int total = 0;
        for (int k = 0; k < 4; k++) {
            total = total * 3 + (x - k);
        }
        return total;
    }
}
