// expected: EQ
// Needs far more memory than a check is given in the campaign tests (3e8 array elements): the
// check must end as an ERROR of its own while the campaign goes on.
public class Huge {
    public static long snippet(int i) {
        long[][][] a = new long[300][1000][1000];
        return a[0][0][0] + i;
    }
}
