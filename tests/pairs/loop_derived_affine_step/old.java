// expected: EQ
// why: i * k + 1 becomes ik + 1 with an accumulator ik; ik == i * k + 1 would also be preserved by an iteration but does not hold on entry (ik starts at 0), ik == i * k does.
// method: run
class Q {
    static int run(int n, int k) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i * k + 1;
        }
        return s;
    }
}
