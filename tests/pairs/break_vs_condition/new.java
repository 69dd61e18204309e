class V {
    public static int snippet(int x) {
        int i = 0;
        while (i < 8 && i * i <= x) {
            i++;
        }
        return i;
    }
}
