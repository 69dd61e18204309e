// Several classes nested in one: interfaces with default and static methods and constants,
// abstract classes, constructor chains with this(...) and super(...), overrides and super calls,
// private methods that do not dispatch, instanceof, casts that fail, and classes initialised
// lazily in the order Java initialises them (their initialisers print and count).
public class ClassHierarchy {
    static int log = 0;

    interface Shape {
        int SIDES_UNKNOWN = -1;

        int area();

        default int sides() { return SIDES_UNKNOWN; }

        static Shape of(int a, int b) {
            if (a == b) return new Square(a);
            return a > b ? new Rect(a, b) : new Circle(b);
        }
    }

    abstract static class Polygon implements Shape {
        final int n;
        int scale = 1;

        Polygon(int n) { this.n = n; log += 10; }

        public int sides() { return n; }

        private int secret() { return 100; }

        int describe() { return secret() + sides() * scale; }
    }

    static class Rect extends Polygon {
        int w, h;

        Rect(int w, int h) {
            super(4);
            this.w = w;
            this.h = h;
        }

        public int area() { return w * h; }

        int secret() { return -100; } // not an override: Polygon.secret is private
    }

    static class Square extends Rect {
        Square(int s) { this(s, 2); }

        Square(int s, int scale) {
            super(s, s);
            this.scale = scale;
        }

        public int area() { return super.area() + 1; }

        int describe() { return super.describe() * 2; }
    }

    static class Circle implements Shape {
        int r;

        Circle(int r) { this.r = r; }

        public int area() { return 3 * r * r; }
    }

    static class Registry {
        static int created = init();

        static int init() {
            System.out.println("Registry initialised at " + log);
            return log;
        }

        static int register() { return ++created; }
    }

    static class Constants {
        static final int BASE = 7; // constants: reading them initialises nothing
        static final long LIMIT = BASE * 3L + (1 << 4);
        static int touched = touch();

        static int touch() {
            System.out.println("Constants initialised");
            return 1;
        }
    }

    public static int snippetArea(int a, int b) {
        Shape s = Shape.of(a % 5, b % 5);
        return s.area() + s.sides();
    }

    public static int snippetDescribe(int a, int b) {
        Shape s = Shape.of(a % 4, b % 4);
        if (s instanceof Polygon) return ((Polygon) s).describe();
        return s.sides();
    }

    public static int snippetCast(int a, int b) {
        Shape s = Shape.of(a % 3, b % 3);
        Rect r = (Rect) s; // Circle: ClassCastException; a Square is a Rect
        return r.w - r.h + (s instanceof Square ? 1000 : 0);
    }

    public static int snippetInitOrder(int a) {
        log = a;
        if (a > 0) log += Registry.register();
        new Rect(1, 1);
        return log + Registry.created + Constants.BASE + (int) Constants.LIMIT;
    }

    interface Named {
        default int code() { return 1; }
    }

    interface Coded extends Named {
        default int code() { return 2; } // more specific than Named's, whatever the declaration order
    }

    static class Plain implements Named, Coded {
    }

    public static int snippetDefaults(int a) {
        Named n = new Plain();
        return n.code() * a;
    }

    public static int snippetNull(int a) {
        Shape s = a > 0 ? Shape.of(a, a) : null;
        if (!(s instanceof Square)) return -1;
        return s.area();
    }
}
