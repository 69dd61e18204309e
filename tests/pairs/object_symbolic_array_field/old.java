// expected: NEQ
// why: The buffer is a field of the symbolic receiver, null or of any length; the new version forgets to check that the slot lies within it and writes one past a full buffer only when size equals its length.
// witness: 7, {0, 0}, 2
class V {
    int[] buf;
    int size;

    V(int capacity) { buf = new int[capacity]; }

    public boolean snippet(int x) {
        if (buf == null || size < 0 || size >= buf.length) return false;
        buf[size] = x;
        size++;
        return true;
    }
}
