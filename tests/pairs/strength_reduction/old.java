// expected: EQ
// why: Multiplications by 2 and 4 are replaced by repeated additions, which agree even with wrap-around.
class V {
    public static int snippet(int x, int y) {
        return x * 2 + y * 4;
    }
}
