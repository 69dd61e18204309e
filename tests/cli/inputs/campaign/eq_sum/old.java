// expected: EQ
public class Sum {
    public static int snippet(int a, int b) {
        return a + b;
    }
}
