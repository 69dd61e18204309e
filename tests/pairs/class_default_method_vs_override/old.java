// expected: EQ
// why: An interface's default method and a class's own copy of it compute the same through dispatch.
class V {
    public static int snippet(int a) {
        Counter c = a % 2 == 0 ? new Even() : new Odd();
        return c.twice(a) + c.step();
    }

    interface Counter {
        int step();
        default int twice(int a) { return 2 * a + step(); }
    }

    static class Even implements Counter {
        public int step() { return 2; }
    }

    static class Odd implements Counter {
        public int step() { return 1; }
    }
}
