// expected: EQ
// why: Math.max and Math.min are replaced by ternaries that choose the same operand.
class V {
    public static int snippet(int a, int b, int c) {
        return Math.max(a, b) - Math.min(a, c);
    }
}
