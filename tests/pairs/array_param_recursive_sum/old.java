// expected: EQ
// why: Summing the first k elements (k at most 3) recursively or with a loop gives the same sum, and both throw when the array is too short.
// witness: {0, 0, 0}, -2147483648
// jvm: NEQ (Math.min(k, 3) - 1 wraps around to Integer.MAX_VALUE, an index past the array)
// summary cvc5: UNKNOWN (both throw for an array too short; cvc5 cannot decide whether the JVM's messages, texts of the indices, agree)
class V {
    public static int snippet(int[] a, int k) {
        if (k > 3) {
            k = 3;
        }
        return sum(a, k);
    }

    static int sum(int[] a, int k) {
        if (k <= 0) {
            return 0;
        }
        return a[k - 1] + sum(a, k - 1);
    }
}
