// features: StringBuilder (append of every primitive and String, insert, reverse with surrogate pairs, setCharAt, deleteCharAt, length, charAt, toString, printing and concatenation), switch on strings with fallthrough, default and a null selector
public class StringBuilders {
    public static String snippet(int a, int b) {
        StringBuilder sb = new StringBuilder("s");
        sb.append(a).append('-').append((long) b * 7).append(a > b).append((String) null);
        sb.insert(Math.abs(b % (sb.length() + 2)), "<" + (char) ('A' + (a & 7)) + ">");
        if ((a & 1) == 0) sb.reverse();
        return sb + "|" + sb.length();
    }

    public static String snippetEdit(int a, int i) {
        StringBuilder sb = new StringBuilder().append(a).append("\uD83D\uDE00").append(i % 10);
        try {
            sb.setCharAt(i % 9, 'x');
            sb.deleteCharAt((i >> 3) % 7);
            System.out.println(sb);
            return sb.reverse().toString() + sb.charAt(i % 4);
        } catch (StringIndexOutOfBoundsException e) {
            return "out " + sb.length();
        }
    }

    public static int snippetSwitch(int a) {
        String s = a % 5 == 0 ? null : a % 4 == 0 ? "zero" : a % 4 == 1 ? "one" : a % 4 == 2 ? "two" : "other" + a;
        int r = 0;
        switch (s) {
            case "one":
                r += 1;
            case "two":
                r += 2;
                break;
            case "zero":
                return -1;
            default:
                r = s.length();
        }
        return r;
    }
}
