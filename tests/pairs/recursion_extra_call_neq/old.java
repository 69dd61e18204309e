// expected: NEQ
// why: The new version adds a call whose result it multiplies by zero, but that call recurses on n + 1 and never returns: the JVM throws StackOverflowError where the old version returns n.
// witness: 1
// undecided: a run that does not end is no witness (docs/engine.md, "Witnesses"); the mutual summary must not prove it either
class Depth {
    public static int snippet(int n) {
        if (n < 0 || n > 500) {
            return 0;
        }
        return count(n);
    }

    static int count(int n) {
        return n <= 0 ? 0 : count(n - 1) + 1;
    }
}
