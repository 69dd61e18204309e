// expected: EQ
// why: The new version throws the exception the JVM raises for an index out of range itself, with the JVM's message.
class V {
    public static int snippet(int a) {
        int[] table = {3, 1, 4, 1};
        return table[a] * 2;
    }
}
