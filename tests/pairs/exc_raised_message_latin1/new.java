class Letters {
    public static int snippet(int i) {
        if (i >= 0 && i < 3) {
            return 0;
        }
        String text = "ab\u0101";
        return text.charAt(i);
    }
}
