class V {
    public static int snippet(int n) {
        int s = 0;
        int h = 17;
        for (int i = 0; i < n; i++) {
            int t = i;
            t += i;
            s = s + t;
            int u = h * 31;
            h = u + s;
        }
        return h;
    }
}
