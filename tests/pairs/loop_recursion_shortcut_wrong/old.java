// expected: NEQ
// why: The new loop starts from the precomputed 1 + ... + 200 = 20100 for n >= 200 but resumes at i = 200 instead of 201, adding 200 twice, so the versions differ only for n >= 200.
// witness: 200
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class V {
    public static int snippet(int n) {
        if (n < 0 || n > 500) {
            return 0;
        }
        return tri(n);
    }

    static int tri(int k) {
        return k == 0 ? 0 : k + tri(k - 1);
    }
}
