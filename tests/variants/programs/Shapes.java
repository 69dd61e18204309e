public class Shapes {
    interface Area {
        int area(int k);
    }

    static class Square implements Area {
        public int area(int k) {
            return k * k;
        }
    }

    static class Twice implements Area {
        public int area(int k) {
            return 2 * k;
        }
    }

    static int total;

    static int sum(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
        }
        return s;
    }

    static int clamp(int x, int lo, int hi) {
        int r = x;
        if (r < lo) r = lo;
        if (r > hi) r = hi;
        return r;
    }

    static int snippet(int a, int b) {
        int m = clamp(a, 0, 10);
        int t = sum(m);
        Area shape = new Square();
        t = t + shape.area(b % 5);
        total = total + 1;
        return t - b;
    }
}
