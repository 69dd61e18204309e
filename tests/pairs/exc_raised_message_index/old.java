// expected: NEQ
// why: Both versions read past the end of an empty array, at different indices: the JVM's messages differ ("Index 0 ..." and "Index 1 ...").
// witness: 0
// differs: exception message
class Sorted {
    static int[] empty = new int[0];

    public static int snippet(int a) {
        return empty[0] + a;
    }
}
