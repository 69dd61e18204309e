class V {
    public static int snippet(int n) {
        if (n < 0 || n > 4) return -1;
        Node head = null;
        for (int i = 0; i < n; i++) head = new Node(i, head);
        int count = 0;
        for (Node p = head; p != null; p = p.next) count++;
        return count;
    }

    static class Node {
        int v;
        Node next;
        Node(int v, Node next) { this.v = v; this.next = next; }
    }
}
