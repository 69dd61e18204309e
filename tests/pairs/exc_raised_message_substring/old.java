// expected: NEQ
// why: Both versions take a substring out of range, but of texts of different lengths: the JVM's messages name the lengths.
// witness: 5
// differs: exception message
class V {
    public static String snippet(int from) {
        if (from > 4) {
            return "word".substring(from);
        }
        return "short";
    }
}
