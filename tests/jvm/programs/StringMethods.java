// features: String methods on texts built from ints, chars and booleans (length charAt isEmpty equals startsWith endsWith contains indexOf substring concat), String.valueOf, Integer/Long/Character/Boolean.toString, StringIndexOutOfBoundsException and NullPointerException, caught and not
public class StringMethods {
    public static int snippet(int a, int b) {
        String s = "v" + a + ":" + (char) ('a' + (b & 15));
        int r = s.length() * 31 + s.charAt(Math.abs(b % s.length()));
        if (s.startsWith("v-")) r += 7;
        if (s.endsWith("c")) r -= 3;
        if (s.contains("12")) r ^= 5;
        return r + s.indexOf(":") * 11 + s.indexOf(String.valueOf(b % 10)) + s.indexOf('7');
    }

    public static String snippetSubstring(int a, int b) {
        String s = Integer.toString(a) + "/" + Long.toString((long) b * 3);
        return s.substring(b % 4) + "|" + s.substring(a % 3, s.length() - (b & 1));
    }

    public static char snippetCharAt(int a, int i) {
        return String.valueOf(a).charAt(i % 6);
    }

    public static int snippetCaught(int a, int i) {
        String s = Character.toString((char) ('0' + (a & 7))) + Boolean.toString(a > i);
        try {
            return s.charAt(i % 8) + s.substring(i % 5).length();
        } catch (StringIndexOutOfBoundsException e) {
            return -1;
        }
    }

    public static boolean snippetEquals(int a, int b) {
        String s = a % 3 == 0 ? null : "k" + a;
        String t = "k" + b;
        return t.equals(s) || "".isEmpty() && t.concat("!").equals(s + "!");
    }

    public static int snippetNull(int a) {
        String s = a > 5 ? "x" + a : null;
        return s.length();
    }
}
