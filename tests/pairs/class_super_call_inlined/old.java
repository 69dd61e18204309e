// expected: EQ
// why: An override that adds one to super.price() computes what an override repeating the superclass's formula plus one computes.
class V {
    public static int snippet(int n, int k) {
        Item it = n > 0 ? new Discounted(n, k) : new Item(n, k);
        return it.price();
    }

    static class Item {
        int n, unit;
        Item(int n, int unit) { this.n = n; this.unit = unit; }
        int price() { return n * unit; }
    }

    static class Discounted extends Item {
        Discounted(int n, int unit) { super(n, unit); }
        int price() { return super.price() - n + 1; }
    }
}
