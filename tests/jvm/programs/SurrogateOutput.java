// features: printing chars in the surrogate range: a pair split across two prints, a lone low surrogate, a lone high surrogate followed by another char (printed as '?'), and a high surrogate that ends the output (which the JVM's encoder holds back for a low half and never writes)
public class SurrogateOutput {
    public static int snippet(char c, int n) {
        System.out.print('\ud83d');
        System.out.print('\ude00');
        System.out.print('\udc00');
        System.out.print('\ud999');
        System.out.print("x");
        System.out.print(c);
        if ((n & 1) == 0) System.err.print(c);
        if ((n & 2) != 0) System.err.print("\ud800");
        if ((n & 4) != 0) System.out.println("y");
        return c + n;
    }
}
