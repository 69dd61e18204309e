public class StringIdentityField {
    final String prefix = "a";

    boolean snippet(int x) {
        return prefix + "b" == "ab";
    }
}
