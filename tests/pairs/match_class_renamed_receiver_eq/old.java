// expected: EQ
// why: The receiver's class is renamed (OldCalc to NewCalc): on a fresh receiver both add k to its field, cap it at 10, count the call in a static field of the renamed class and return twice the field.
class OldCalc {
    static int calls;
    int total;

    int snippet(int k) {
        OldCalc.calls++;
        total += k;
        if (total > 10) {
            total = 10;
        }
        return total * 2;
    }
}
