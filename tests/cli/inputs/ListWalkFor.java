class ListWalkFor {
  static class Node { int v; Node next; }
  static int snippet(Node p, int k) {
    int s = 0;
    int i = 0;
    for (Node n = p; n != null && i < 4; n = n.next) { s += n.v * k; i++; }
    return s;
  }
}
