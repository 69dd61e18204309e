// expected: NEQ
// why: the parameter may be a rectangle, whose area the new version does not compute
// witness: new V.Rect, 0, 2, 3
class V {
  public static int snippet(Shape sh) {
    return sh == null ? 0 : sh.area();
  }
  interface Shape {
    int area();
  }

  static class Square implements Shape {
    int s;

    public int area() {
      return s * s;
    }
  }

  static class Rect implements Shape {
    int w;
    int h;

    public int area() {
      return w * h;
    }
  }
}
