// expected: EQ
// why: the same test of the receiver's name, written the other way round.
class V {
  String name;

  V(String n) {
    name = n;
  }

  public int snippet() {
    return name == null ? 0 : name.length();
  }
}
