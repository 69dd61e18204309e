// features: null String locals, fields, parameters, array elements and conditional results in concatenation (+ and +=) and in System.out.print/println, == and != null on Strings and arrays, null arrays (int[] a = null) whose .length and elements throw NullPointerException, String return values
public class NullStrings {
    static final String MISSING = null;
    static String unset;

    public static String snippet(int x, boolean flag, int[] data) {
        String s = null;
        String t = flag ? null : "t";
        System.out.println(s);
        System.out.print(t);
        System.out.println(s + x);
        String acc = s + x + t;
        acc += s;
        acc += MISSING + unset;
        if (t == null) {
            acc += "!";
        }
        if (s != null) {
            acc += "?";
        }
        acc = acc + describe(null) + describe(flag ? "y" : null) + twice(t);
        int[] a = null;
        if (data != null && data.length > 0) {
            a = data;
        }
        System.out.println(acc + (a == null ? "no data" : "data"));
        switch (x & 7) {
            case 0:
                return s;
            case 1:
                return acc + a.length;
            case 2:
                return t + a[0];
            case 3:
                return flag ? acc : null;
            case 4:
                System.out.print(s + (a == null) + ':' + 1.5 + 'c' + 2L);
                return s + s;
            default:
                return acc;
        }
    }

    static String describe(String v) {
        return v == null ? "none" : v;
    }

    static String twice(String v) {
        v += v;
        return v;
    }
}
