// features: String parameters (null, empty, any text: quotes, commas, escapes, characters beyond ASCII; arrays of Strings are in the str_param_array pair) with String methods, switch on a String, concatenation, StringBuilder, NullPointerException and StringIndexOutOfBoundsException caught and not, Integer.parseInt's NumberFormatException
public class StringParams {
    public static int snippet(String s) {
        if (s == null) return -1;
        int r = s.length() * 7;
        if (!s.isEmpty()) r += s.charAt(0) - s.charAt(s.length() - 1);
        if (s.startsWith("a")) r += 3;
        if (s.endsWith("b")) r ^= 5;
        return r + s.indexOf(',') * 11 + s.indexOf("ab");
    }

    public static String snippetJoin(String s, String t) {
        return s + "|" + t + "|" + (s == null ? 0 : s.length());
    }

    public static int snippetCompare(String s, String t) {
        if (s == null || t == null) return s == t ? 0 : 99;
        return s.compareTo(t) + (s.equals(t) ? 100 : 0) + (s.equalsIgnoreCase(t) ? 1000 : 0);
    }

    public static String snippetSubstring(String s, int i) {
        try {
            return s.substring(i % 5) + "/" + s.trim() + "/" + s.toUpperCase();
        } catch (StringIndexOutOfBoundsException e) {
            return "out of range";
        } catch (NullPointerException e) {
            return "null";
        }
    }

    public static int snippetSwitch(String s) {
        switch (s) {
            case "a": return 1;
            case "ab": return 2;
            case "": return 3;
            default: return s.length();
        }
    }

    public static String snippetBuilder(String s, char c) {
        StringBuilder b = new StringBuilder(s);
        b.append(c).append(s.length());
        if (b.length() > 2) b.setCharAt(1, c);
        return b.reverse().toString();
    }

    public static int snippetParse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
