class V {
    public static int snippet(int x) {
        switch (x) {
            case 1:
                return 100;
            case 3:
                return 300;
            default:
                return -1;
        }
    }
}
