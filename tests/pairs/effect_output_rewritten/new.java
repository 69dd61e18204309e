class V {
  public static int snippet(int x) {
    System.out.print("value ");
    if (x < 0) System.out.print(-x);
    else System.out.print(x);
    System.out.println(';');
    return x;
  }
}
