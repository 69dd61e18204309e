public class SyntaxError {
    static int snippet(int a) {
        return a + ;
    }
}
