// expected: NEQ
// why: log(x * x) is 2 log(x) for x > 0, so the new version adds 0.001; the solver sees log only as an approximated function (a Maybe_Neq), and running a model shows the difference.
// witness: 1.0
class V {
    public static double snippet(double x) {
        if (x > 0) {
            return 2 * Math.log(x);
        }
        return 0;
    }
}
