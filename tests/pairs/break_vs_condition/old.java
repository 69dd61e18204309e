// expected: EQ
// why: The exit test moves from a break inside while (true) into the loop condition (negated by De Morgan).
class V {
    public static int snippet(int x) {
        int i = 0;
        while (true) {
            if (i >= 8 || i * i > x) {
                break;
            }
            i++;
        }
        return i;
    }
}
