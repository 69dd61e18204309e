// expected: NEQ
// why: Both return the quotient and remainder by 2 in an object of the nested class Box, but the new version's renamed helper rounds the quotient toward negative infinity, so they differ for odd negative x.
// witness: -1
// differs: return value.q, return value.r
class OldCalc {
    static class Box {
        int q;
        int r;
    }

    public static Box snippet(int x) {
        Box b = new Box();
        b.q = x / 2;
        b.r = x % 2;
        return b;
    }
}
