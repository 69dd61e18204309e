// expected: EQ
// why: Mutually recursive even/odd (each peeling one off n) and a loop flipping a flag n times agree on the parity of n; n is guarded to [0, 500].
// undecided: a recursion against a loop, which mutual summaries do not relate (docs/loops.md, "Recursion")
class Parity {
    public static boolean snippet(int n) {
        if (n < 0 || n > 500) {
            return false;
        }
        return even(n);
    }

    static boolean even(int k) {
        return k == 0 || odd(k - 1);
    }

    static boolean odd(int k) {
        return k != 0 && even(k - 1);
    }
}
