public class StringIdentity {
    static boolean snippet(int x) {
        String a = "ab";
        return a == "a" + "b";
    }
}
