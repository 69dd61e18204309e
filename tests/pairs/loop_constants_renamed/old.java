// expected: EQ
// why: The loop is unchanged except that the final locals step and base are inlined as the literals 7 and 3; after it s * 2 + 1 becomes s + s + 1, equal also modulo 2^32.
class V {
    public static int snippet(int n) {
        final int step = 7;
        final int base = 3;
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += step * i + base;
        }
        return s * 2 + 1;
    }
}
