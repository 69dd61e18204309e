class V {
  public static boolean snippet(char c) {
    return c != '\uffff';
  }
}
