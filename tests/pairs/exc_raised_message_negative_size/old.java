// expected: NEQ
// why: A negative length: the JVM's NegativeArraySizeException has the length as its message, the new version's own has none.
// witness: -1
// differs: exception message
class V {
    public static int snippet(int n) {
        long[] cells = new long[n];
        return cells.length;
    }
}
