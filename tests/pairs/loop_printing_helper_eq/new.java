class Log {
    public static int snippet(int n, int x) {
        int acc = 0;
        int i = 0;
        while (i < n) {
            acc = note(i, x) + acc;
            i++;
        }
        return acc;
    }
    static int note(int i, int x) {
        if (i == x) System.out.println("hit " + i);
        return i % 3;
    }
}
