// expected: NEQ
// why: indexOf finds the first 5, the new version the last digit's position when that is a 5
// witness: 55
class V {
  public static int snippet(int x) {
    if (x < 0 || x > 99) return -2;
    return String.valueOf(x).indexOf("5");
  }
}
