class newV {
    private static void describe(int w) {
        String word = w % 2 != 0 ? "odd" : "even";
        System.out.println(word);
    }

    public static int snippet(int value) {
        describe(value);
        return 1 + value;
    }
}
