class V {
    int base = 10;
    int calls;

    int snippet(int x) {
        calls = calls + 1;
        return x + base;
    }
}
