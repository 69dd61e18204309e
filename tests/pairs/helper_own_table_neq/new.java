class Gen {
    public static long snippet(int seed, int rounds) {
        long acc = 0;
        int s = seed;
        int r = 0;
        while (r <= rounds) {
            acc = acc + draw(s);
            s = 31 * s + 7;
            r++;
        }
        return acc;
    }
    static int draw(int seed) {
        final int SIZE = 8;
        final int MOD = 2147483647;
        int[] table = new int[SIZE];
        int state = seed;
        for (int k = SIZE + 2; k >= 0; k--) {
            int q = state / 44488;
            state = 48271 * (state - q * 44488) - 3399 * q;
            if (state < 0) state += MOD;
            if (k < SIZE) table[k] = state;
        }
        int pick = table[0] / (1 + (MOD - 1) / SIZE);
        return table[pick] % 1000;
    }
}
