// expected: EQ
// why: Reading the field of the object at a symbolic position of an array of objects equals reading the same position of an int array, bounds check included.
class V {
    int n;

    public static int snippet(int x) {
        V[] vs = new V[3];
        for (int i = 0; i < 3; i++) {
            vs[i] = new V();
            vs[i].n = 10 * i;
        }
        return vs[x].n;
    }
}
