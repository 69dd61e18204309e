// expected: EQ
// why: Skipping even i with continue is the same as executing the body only for odd i.
class V {
    public static int snippet(int x) {
        int s = 0;
        for (int i = 0; i < 6; i++) {
            if (i % 2 == 0) {
                continue;
            }
            s += x * i;
        }
        return s;
    }
}
