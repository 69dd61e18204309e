class Sums {
    public static long snippet(int n, long limit) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
            if (limit < s) System.out.println("over at " + i);
        }
        return s;
    }
}
