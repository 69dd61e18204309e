// ShapesOld.java refactored: no instanceof, the classes' methods called directly.
interface Shape {
    int area();

    default int twice() { return area() + area(); }
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

    public int area() { return h * w; }
}

public class V {
    static int made = 0;

    public static int snippet(int a, int b) {
        made += 1;
        if (a > b) return new Square(a).area();
        Rect r = new Rect(a, b);
        return r.h + r.twice();
    }
}
