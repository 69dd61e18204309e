class V {
    final int limit = 100;
    int count;

    V(int count) {
        this.count = count;
    }

    boolean snippet(int k) {
        if (k + count > 100) {
            return false;
        }
        count = count + k;
        return true;
    }
}
