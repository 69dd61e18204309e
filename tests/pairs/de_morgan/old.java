// expected: EQ
// why: !(a > 0 && b > 0) is rewritten as a <= 0 || b <= 0.
class V {
    public static boolean snippet(int a, int b, int c) {
        return !(a > 0 && b > 0) || c == 0;
    }
}
