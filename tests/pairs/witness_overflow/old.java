// expected: NEQ
// why: In ideal semantics the old version returns x + 2^32; on the JVM int arithmetic wraps around modulo 2^32 and both return x, so --confirm-jvm reports the witness as not confirmed.
// witness: 0
// jvm: EQ (int arithmetic wraps around)
class V {
    public static int snippet(int x) {
        int big = 2147483647;
        return x + big + big + 2;
    }
}
