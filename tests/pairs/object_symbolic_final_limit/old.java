// expected: EQ
// why: A final field with an initialiser holds it in every object, so the new version may use the constant itself.
class V {
    final int limit = 100;
    int count;

    V(int count) {
        this.count = count;
    }

    boolean snippet(int k) {
        if (count + k <= limit) {
            count += k;
            return true;
        }
        return false;
    }
}
