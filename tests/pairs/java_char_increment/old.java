// expected: NEQ
// why: (char) (c + 1) wraps around to 0 at '\uffff' on the JVM, ideal semantics keeps 65536
// witness: (char) 65535
// jvm: EQ
class V {
  public static boolean snippet(char c) {
    return (char) (c + 1) > c;
  }
}
