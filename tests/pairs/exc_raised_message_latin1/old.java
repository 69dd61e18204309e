// expected: NEQ
// why: Past the end of a text, the JDK's message depends on how it stores the text: one byte a character for "abc", two for a text with a character beyond 0xff.
// witness: 3
// differs: exception message
class Letters {
    static char third(String s, int i) {
        return s.charAt(i);
    }

    public static int snippet(int i) {
        if (i >= 0 && i < 3) {
            return 0;
        }
        return third("abc", i);
    }
}
