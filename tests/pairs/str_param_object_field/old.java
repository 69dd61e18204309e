// expected: NEQ
// why: the new version reads the name of a person whose name is null, which throws NullPointerException.
// witness: new V.Person, null
class V {
  static class Person {
    String name;
  }

  public static boolean snippet(Person p) {
    return p != null && "x".equals(p.name);
  }
}
