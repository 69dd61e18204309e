// expected: EQ
// why: Clamping to [-10, 10] with Math.min(Math.max(..)) equals the explicit three-way if-chain.
class V {
    public static int snippet(int x) {
        return Math.min(Math.max(x, -10), 10);
    }
}
