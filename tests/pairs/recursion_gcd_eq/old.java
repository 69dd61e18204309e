// expected: EQ
// why: Euclid's algorithm written with an if and with a conditional expression makes the same recursive call on the same arguments and returns the same base value, for every input.
class Euclid {
    public static int snippet(int a, int b) {
        if (b == 0) {
            return a;
        }
        return snippet(b, a % b);
    }
}
