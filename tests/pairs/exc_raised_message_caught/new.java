class V {
    static int[] pair = {7, 9};

    public static int snippet(int i) {
        if (i >= 0 && i < 2) {
            return pair[i];
        }
        String text = "Index " + i + " out of bounds for length 2";
        return -text.length();
    }
}
