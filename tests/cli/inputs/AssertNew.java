public class AssertNew {
    static int snippet(int x) {
        return x + x;
    }
}
