// Texts that mean something to an HTML parser inside a <script> element: a page that embedded
// them unescaped in its data would never finish drawing (html_test.sh, scenario hostile).
class Hostile {
  static String tag(String s, int x) {
    if (s.equals("<!--<script>")) return "</script><!--";
    if (x > 0) return "<!--<script>-->";
    return "</ScRiPt>";
  }
}
