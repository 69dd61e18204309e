// Several top-level classes: an interface with a default method, an abstract class, two
// subclasses; the public class V is the main class.
interface Shape {
    int area();

    default int twice() { return 2 * area(); }
}

abstract class Base implements Shape {
    int w;

    Base(int w) { this.w = w; }
}

class Square extends Base {
    Square(int w) { super(w); }

    public int area() { return w * w; }
}

class Rect extends Base {
    int h;

    Rect(int w, int h) {
        super(w);
        this.h = h;
    }

    public int area() { return w * h; }
}

public class V {
    static int made = 0;

    public static int snippet(int a, int b) {
        Shape s = a > b ? new Square(a) : new Rect(a, b);
        made++;
        if (s instanceof Rect) return ((Rect) s).h + s.twice();
        return s.area();
    }
}
