public class AssertOld {
    static int snippet(int x) {
        assert x >= 0 : "negative " + x;
        return x * 2;
    }
}
