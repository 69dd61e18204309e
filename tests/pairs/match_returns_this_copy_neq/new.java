class NewBox {
    int v = 1;

    NewBox scale(int factor) {
        v *= factor;
        if (factor == 7) {
            return copy();
        }
        return this;
    }

    private NewBox copy() {
        NewBox c = new NewBox();
        c.v = v;
        return c;
    }
}
