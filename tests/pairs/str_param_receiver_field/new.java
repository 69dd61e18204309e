class V {
  String name;

  V(String n) {
    name = n;
  }

  public int snippet() {
    return name != null ? name.length() : 0;
  }
}
