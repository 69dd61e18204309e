// expected: EQ
// why: case 1 falls through into case 2 (1 + 2 = 3); the if-chain returns the resulting values directly.
class V {
    public static int snippet(int x) {
        int r = 0;
        switch (x) {
            case 1:
                r += 1;
            case 2:
                r += 2;
                break;
            case 3:
                r = 7;
                break;
            default:
                r = -1;
        }
        return r;
    }
}
