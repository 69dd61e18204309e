// expected: EQ
// why: The entry is a static method of the class Util nested in Geo: the area of a w by h rectangle, 0.0 unless both sides are positive (NaN too), with its calls counted in a static field of Geo; the new version tests the positive case first and multiplies in the other order.
// method: Geo.Util.area
class Geo {
    static int calls;

    static class Util {
        static double area(double w, double h) {
            Geo.calls++;
            if (!(w > 0) || !(h > 0)) {
                return 0.0;
            }
            return w * h;
        }
    }
}
