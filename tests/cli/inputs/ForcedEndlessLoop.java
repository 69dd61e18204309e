// A loop that the path condition keeps going forever (ideal integers do not overflow): the
// check must end it as Depth_Limited, not run until its timeout.
class V {
    public static int snippet(int x) {
        if (x > 0) {
            while (x > 0) { x = x + 1; }
        }
        return x;
    }
}
