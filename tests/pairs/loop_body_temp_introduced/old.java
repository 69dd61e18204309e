// expected: EQ
// why: In the new body 2 * i is computed as a temporary t = i; t += i, and h * 31 + s goes through a temporary u; every iteration leaves s and h with the same values.
class V {
    public static int snippet(int n) {
        int s = 0;
        int h = 17;
        for (int i = 0; i < n; i++) {
            s += 2 * i;
            h = h * 31 + s;
        }
        return h;
    }
}
