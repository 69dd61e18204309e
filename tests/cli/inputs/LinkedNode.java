class LinkedNode {
    int value;
    LinkedNode next;

    LinkedNode(int value) {
        this.value = value;
    }

    int snippet(int x) {
        return value + x;
    }

    static LinkedNode self(int n) {
        LinkedNode node = new LinkedNode(n);
        node.next = node;
        return node;
    }
}
