// expected: EQ
// why: Recursive square-and-multiply (depth about log2 e) and a loop multiplying e times both compute b^e, also in int arithmetic modulo 2^32 (multiplication is associative there); negative e gives 0 in both.
// undecided: a recursion against a loop, which mutual summaries do not relate (docs/loops.md, "Recursion")
class Pow {
    public static int snippet(int b, int e) {
        if (e < 0) {
            return 0;
        }
        return power(b, e);
    }

    static int power(int base, int exp) {
        if (exp == 0) {
            return 1;
        }
        int half = power(base, exp / 2);
        if (exp % 2 == 0) {
            return half * half;
        }
        return half * half * base;
    }
}
