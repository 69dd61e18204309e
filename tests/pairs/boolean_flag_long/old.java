// expected: EQ
// why: The ternary on the flag becomes an if with the negated flag and swapped branches.
class V {
    public static long snippet(boolean neg, long x) {
        return neg ? -x : x;
    }
}
