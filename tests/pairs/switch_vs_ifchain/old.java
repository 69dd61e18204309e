// expected: EQ
// why: Each case label, including the shared case 2/3 and the default, maps to one branch of the if-chain.
class V {
    public static int snippet(int x) {
        switch (x) {
            case 0:
                return 10;
            case 1:
                return 20;
            case 2:
            case 3:
                return 30;
            default:
                return x;
        }
    }
}
