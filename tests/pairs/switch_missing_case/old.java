// expected: NEQ
// why: Case 2 was dropped, so x == 2 falls to the default.
// witness: 2
class V {
    public static int snippet(int x) {
        switch (x) {
            case 1:
                return 100;
            case 2:
                return 200;
            case 3:
                return 300;
            default:
                return -1;
        }
    }
}
