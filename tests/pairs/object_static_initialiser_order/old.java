// expected: NEQ
// why: Static initialisers run in textual order, so a field read before its initialiser has run still holds 0.
// witness: 0
class V {
    static int base = 5;
    static int twice = base * 2;

    public static int snippet(int x) {
        return twice + x;
    }
}
