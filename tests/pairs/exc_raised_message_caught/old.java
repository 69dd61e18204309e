// expected: EQ
// why: The old version returns the length of the JVM's message for an index out of range, which the new version builds itself.
class V {
    static int[] pair = {7, 9};

    public static int snippet(int i) {
        try {
            return pair[i];
        } catch (ArrayIndexOutOfBoundsException e) {
            return -e.getMessage().length();
        }
    }
}
