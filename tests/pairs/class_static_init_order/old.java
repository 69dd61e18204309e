// expected: NEQ
// why: A nested class is initialised at its first use, so reading its constant-looking field after setting log gives 2x+1, before it gives 1.
// witness: 1
// differs: return value
class V {
    static int log = 0;

    public static int snippet(int x) {
        log = x;
        int k = Holder.K;
        return k;
    }

    static class Holder {
        static int K = V.log * 2 + 1;
    }
}
