class V {
  public static int snippet(int x) {
    if (x > 0) {
      System.out.println(x);
      System.out.println("positive");
    }
    return x;
  }
}
