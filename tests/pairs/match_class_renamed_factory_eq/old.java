// expected: EQ
// why: The static factory returns an object of the renamed main class, or of its nested subclass Big for values over 100; the runtime classes correspond (OldCalc to NewCalc, OldCalc.Big to NewCalc.Big), and the new version picks the class in a private helper.
class OldCalc {
    int v;

    public static OldCalc snippet(int x) {
        OldCalc r = x > 100 ? new Big() : new OldCalc();
        r.v = x;
        return r;
    }

    static class Big extends OldCalc {
    }
}
