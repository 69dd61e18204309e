public class Unsupported {
    static int snippet(int a) {
        try {
            return 10 / a;
        } catch (ArithmeticException e) {
            return 0;
        }
    }
}
