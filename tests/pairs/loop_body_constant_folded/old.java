// expected: EQ
// why: The constant expressions 60 * 60 and 24 * 7 in the loop body are folded to 3600 and 168 and the product's operands swapped; each iteration adds the same value.
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i * (60 * 60) + 24 * 7;
        }
        return s;
    }
}
