// expected: NEQ
// why: The template method is shared, but one subclass's step now doubles negative values instead of negating them.
// witness: -3
class V {
    public static int snippet(int x) {
        Op op = x % 2 == 0 ? new Inc() : new Abs();
        return op.run(x);
    }

    abstract static class Op {
        int run(int x) { return step(x) + 1; }
        abstract int step(int x);
    }

    static class Inc extends Op {
        int step(int x) { return x + 1; }
    }

    static class Abs extends Op {
        int step(int x) { return x < 0 ? -x : x; }
    }
}
