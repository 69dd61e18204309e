class NewCalc {
    static int calls;
    int total;

    int snippet(int amount) {
        total = Math.min(total + amount, 10);
        calls = calls + 1;
        return total + total;
    }
}
