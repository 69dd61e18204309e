class V {
    public static int snippet(int n) {
        int s = 0;
        int i = 0;
        while (i < n) {
            s += i;
            if (s > 1000000) {
                break;
            }
            i++;
        }
        return s;
    }
}
