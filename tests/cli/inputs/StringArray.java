class StringArray {
    static int snippet(
            String[] names) {
        return names.length;
    }
}
