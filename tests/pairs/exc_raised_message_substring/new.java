class V {
    public static String snippet(int from) {
        if (from > 4) {
            return "words".substring(from + 1);
        }
        return "short";
    }
}
