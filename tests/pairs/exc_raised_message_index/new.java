class Sorted {
    static int[] empty = new int[0];

    public static int snippet(int a) {
        return empty[1] + a;
    }
}
