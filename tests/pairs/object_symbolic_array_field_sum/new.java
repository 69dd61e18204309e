class V {
    int[] data;
    int n;

    V(int[] data) { this.data = data; }

    public int snippet(int bias) {
        if (data == null || n < 0 || n > data.length || n > 3) return -1;
        int total = n * bias;
        for (int i = n - 1; i >= 0; i--) total += data[i];
        return total;
    }
}
