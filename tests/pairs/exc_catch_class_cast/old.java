// expected: EQ
// why: catching ClassCastException is the same as testing the class with instanceof first
class V {
  interface Shape { int area(); }
  static class Sq implements Shape { public int area() { return 4; } }
  static class Circle implements Shape { public int area() { return 3; } }
  public static int snippet(int x) {
    Shape s = x > 0 ? new Sq() : new Circle();
    try {
      Sq q = (Sq) s;
      return q.area() * 10;
    } catch (ClassCastException e) {
      return s.area();
    }
  }
}
