// expected: EQ
// why: An instance method that adds k, k-1, ..., 1 to a field recursively equals the loop that does it, for k up to 8.
class V {
    int total;

    int snippet(int k) {
        if (k > 8) {
            k = 8;
        }
        add(k);
        return total;
    }

    void add(int k) {
        if (k <= 0) {
            return;
        }
        total += k;
        add(k - 1);
    }
}
