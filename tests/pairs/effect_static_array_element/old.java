// expected: NEQ
// why: for x = 2 the new version also overwrites element 0 of the static cache
// witness: 2
// differs: static cache[0]
// observe return: EQ
class V {
  static int[] cache = new int[3];

  public static int snippet(int x) {
    if (0 <= x && x < 3) cache[x] = x * 2;
    return x;
  }
}
