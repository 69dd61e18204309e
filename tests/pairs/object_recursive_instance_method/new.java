class V {
    int total;

    int snippet(int k) {
        k = Math.min(k, 8);
        for (int i = k; i > 0; i--) {
            total = total + i;
        }
        return total;
    }
}
