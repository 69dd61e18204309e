class V {
  public static int snippet(Shape sh) {
    if (sh instanceof Square) return ((Square) sh).s * ((Square) sh).s;
    return 0;
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
