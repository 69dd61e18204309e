// expected: EQ
// why: The b terms cancel, under mathematical integers and also with 32-bit wrap-around.
class V {
    public static int snippet(int a, int b, int c) {
        return (a + b) - (b - c);
    }
}
