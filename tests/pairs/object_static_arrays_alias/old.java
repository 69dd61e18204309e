// expected: NEQ
// why: The old version makes both static fields refer to one array, the new one to two equal arrays.
// witness: 4
// differs: static b (identity)
// observe return: EQ
class V {
    static int[] a;
    static int[] b;

    public static int snippet(int x) {
        a = new int[2];
        b = a;
        b[0] = x;
        return a[0];
    }
}
