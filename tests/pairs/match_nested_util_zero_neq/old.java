// expected: NEQ
// why: The static method of the nested class Util rejects a zero width in the new version (its width check moved to a helper of Geo with <= 0), where the old one returns 0.
// witness: 0, 5
// differs: exception
// method: Geo.Util.area
class Geo {
    static class Util {
        static int area(int w, int h) {
            if (w < 0 || h < 0) {
                throw new IllegalArgumentException("negative side");
            }
            return w * h;
        }
    }
}
