class V {
  static class Person {
    String name;
  }

  public static boolean snippet(Person p) {
    return p != null && p.name.equals("x");
  }
}
