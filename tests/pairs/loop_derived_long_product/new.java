final class Sums {
    static long total(int n, int k) {
        long s = 0;
        long ik = 0;
        for (int i = 0; i < n; ++i) {
            s += ik;
            ik += k;
        }
        return s;
    }
}
