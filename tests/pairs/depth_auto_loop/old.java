// expected: EQ
// depth: auto
// why: The loop runs n times, n clamped to [0, 30]; it steps by 2, so it is not a counted loop the engine sums up in one step. At depth 10 (and 20) the paths past the depth are cut, Depth_Limited, so EQ cannot be proved; adaptive depth explores again at 20 and 40, where the exploration is complete and proves EQ.
class V {
    public static int snippet(int n) {
        if (n < 0 || n > 30) {
            return 0;
        }
        int s = 0;
        for (int i = 0; i < n; ++i) {
            s += 2;
        }
        return s;
    }
}
