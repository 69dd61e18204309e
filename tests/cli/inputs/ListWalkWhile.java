class ListWalkFor {
  static class Node { int v; Node next; }
  static int snippet(Node p, int k) {
    int s = 0;
    int i = 0;
    Node n = p;
    while (i < 4 && n != null) { s = s + k * n.v; n = n.next; i = i + 1; }
    return s;
  }
}
