class V {
    static int log = 0;

    public static int snippet(int x) {
        int k = Holder.K;
        log = x;
        return k;
    }

    static class Holder {
        static int K = V.log * 2 + 1;
    }
}
