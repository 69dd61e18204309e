// expected: EQ
// why: Summing the first n cells of the receiver's array field by index or while counting down gives the same total and leaves the array as it was.
class V {
    int[] data;
    int n;

    V(int[] data) { this.data = data; }

    public int snippet(int bias) {
        if (data == null || n < 0 || n > data.length || n > 3) return -1;
        int total = 0;
        for (int i = 0; i < n; i++) total += data[i] + bias;
        return total;
    }
}
