// expected: EQ
// why: a square's area computed inline equals the virtual call; other shapes still call area()
class V {
  public static int snippet(Shape sh) {
    return sh.area();
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
