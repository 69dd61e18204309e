class V {
  public static void snippet(int n) {
    if (n >= 0) System.out.println("positive");
    else System.out.println("not positive");
  }
}
