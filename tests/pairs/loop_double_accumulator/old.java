// expected: EQ
// why: Both accumulate acc + x * i in the same order (the product's operands swapped, which IEEE multiplication allows), and acc / 2 equals acc * 0.5 exactly, so the doubles agree bit for bit, NaN and -0.0 included.
class V {
    public static double snippet(int n, double x) {
        double acc = 0.0;
        for (int i = 0; i < n; i++) {
            acc += x * i;
        }
        return acc / 2;
    }
}
