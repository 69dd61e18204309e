class V {
    int[] buf;
    int size;

    V(int capacity) { buf = new int[capacity]; }

    public boolean snippet(int x) {
        if (buf == null || size < 0 || size > buf.length) return false;
        buf[size] = x;
        size++;
        return true;
    }
}
