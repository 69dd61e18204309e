// expected: NEQ
// why: Java's % keeps the sign of the dividend, so negative odd x gives -1 and the two tests disagree.
// witness: -1
class V {
    public static boolean snippet(int x) {
        return x % 2 == 1;
    }
}
