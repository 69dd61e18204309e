class NodeArray {
    static class Node { int v; }

    static int snippet(
            Node[] nodes) {
        return nodes.length;
    }
}
