// expected: NEQ
// why: The renamed helper tests oddness with v % 2 == 1 in the old version, false for negative odd numbers, and with w % 2 != 0 in the new one: the printed word differs for odd negative x.
// witness: -3
// differs: System.out
// observe return: EQ
class oldV {
    public static int snippet(int x) {
        report(x);
        return x + 1;
    }

    private static void report(int v) {
        if (v % 2 == 1) {
            System.out.println("odd");
        } else {
            System.out.println("even");
        }
    }
}
