// expected: NEQ
// why: The new version returns the magnitude at the base case, so a chain of remainders that ends on a negative value (a = 0, b = -3 ends at -3) gives 3 instead of -3.
// witness: 0, -3
class Euclid {
    public static int snippet(int a, int b) {
        if (b == 0) {
            return a;
        }
        return snippet(b, a % b);
    }
}
