// expected: NEQ
// why: for positive x the two lines come out in the other order
// witness: 1
// differs: System.out
// observe return: EQ
class V {
  public static int snippet(int x) {
    if (x > 0) {
      System.out.println("positive");
      System.out.println(x);
    }
    return x;
  }
}
