class LibraryParam {
    static int snippet(
            StringBuilder text) {
        return text.length();
    }
}
