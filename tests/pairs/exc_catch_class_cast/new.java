class V {
  interface Shape { int area(); }
  static class Sq implements Shape { public int area() { return 4; } }
  static class Circle implements Shape { public int area() { return 3; } }
  public static int snippet(int x) {
    Shape s = x > 0 ? new Sq() : new Circle();
    if (s instanceof Sq) return 40;
    return 3;
  }
}
