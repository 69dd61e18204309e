class V {
  public static int snippet(Shape sh) {
    if (sh instanceof Square) {
      Square q = (Square) sh;
      return q.s * q.s;
    }
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
