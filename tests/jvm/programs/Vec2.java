// features: instance objects of the class itself: double fields, constructor with this.x = x, constructor chaining this(...), instance methods returning new instances, method chaining, Math.sqrt/hypot/atan2, NaN-producing normalize of the zero vector
public class Vec2 {
    public static double snippet(double x, double y, int steps) {
        Vec2 p = new Vec2(x, y);
        Vec2 q = new Vec2();
        Vec2 v = p.sub(q).normalize();
        int n = Math.abs(steps % 20);
        Vec2 acc = new Vec2(0, 0);
        for (int i = 0; i < n; i++) {
            acc = acc.add(v.scale(i)).rotate90();
        }
        double d = p.dot(acc) + p.cross(v);
        return d + acc.length() * 0.5 + q.x + q.y + p.angle();
    }

    double x;
    double y;

    Vec2(double x, double y) {
        this.x = x;
        this.y = y;
    }

    Vec2() {
        this(1.5, -2.0);
    }

    Vec2 add(Vec2 o) {
        return new Vec2(x + o.x, this.y + o.y);
    }

    Vec2 sub(Vec2 o) {
        return new Vec2(x - o.x, y - o.y);
    }

    Vec2 scale(double k) {
        return new Vec2(x * k, y * k);
    }

    Vec2 rotate90() {
        return new Vec2(-y, x);
    }

    double dot(Vec2 o) {
        return x * o.x + y * o.y;
    }

    double cross(Vec2 o) {
        return x * o.y - y * o.x;
    }

    double length() {
        return Math.sqrt(dot(this)) + Math.hypot(x, y) * 0.0;
    }

    double angle() {
        return Math.atan2(y, x);
    }

    Vec2 normalize() {
        double len = length();
        return scale(1.0 / len);
    }
}
