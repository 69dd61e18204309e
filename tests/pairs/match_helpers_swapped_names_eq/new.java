class newV {
    private static int compute(int w) {
        return w + w + w;
    }

    private static int helper(int w) {
        return 5 + w;
    }

    public static int snippet(int input) {
        int tripled = compute(input);
        return tripled > 20 ? helper(tripled) - 1 : 2 * helper(tripled - 1);
    }
}
