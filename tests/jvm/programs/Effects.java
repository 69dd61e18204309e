// features: static state (counter, array, String), System.out and System.err, print of every primitive but floating point, null Strings in concatenation, exception messages built from values
public class Effects {
    static int calls;
    static long sum = 10L;
    static int[] histogram = new int[4];
    static String last;
    static boolean flag;
    static final int LIMIT = 50;

    public static int snippet(int x, char c, boolean b) {
        calls++;
        sum += x;
        histogram[(x % 4 + 4) % 4] += 1;
        String tag = b ? "yes" : null;
        last = "x=" + x + " c=" + c + " tag=" + tag;
        flag = !b;
        if (x > LIMIT) {
            System.err.println("too large: " + x);
            throw new IllegalArgumentException("x " + x + " exceeds " + LIMIT + ", flag " + b);
        }
        if (x < -LIMIT) throw new IllegalStateException();
        System.out.print(x);
        System.out.print(' ');
        System.out.print(c);
        System.out.println(b);
        System.out.println(sum * 3);
        System.out.println(last);
        if (x == 0) System.err.print("zero");
        return calls + histogram[0];
    }

    public static void snippetVoid(long n) {
        for (long i = 0; i < (n & 3); i++) {
            System.out.println("line " + i);
            sum += i;
        }
        if (n < 0) histogram = null;
    }
}
