public class Unsupported {
    static int snippet(int a) {
        try (Unsupported r = null) {
            return 10 / a;
        }
    }
}
