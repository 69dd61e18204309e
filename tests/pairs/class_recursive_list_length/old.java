// expected: EQ
// why: A list's length counted by a recursive instance method equals the one counted by a loop over its nodes.
class V {
    public static int snippet(int n) {
        if (n < 0 || n > 4) return -1;
        Node head = null;
        for (int i = 0; i < n; i++) head = new Node(i, head);
        return head == null ? 0 : head.length();
    }

    static class Node {
        int v;
        Node next;
        Node(int v, Node next) { this.v = v; this.next = next; }
        int length() { return next == null ? 1 : 1 + next.length(); }
    }
}
