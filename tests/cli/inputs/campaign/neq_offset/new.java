// expected: NEQ
public class Offset {
    public static int snippet(int x) {
        if (x > 10) {
            return x - 2;
        }
        return x;
    }
}
