// expected: NEQ
// why: Of the overloads area(int), area(int,int) and area(long,long), the second is compared; the new version (class renamed) returns -1 for a zero height too (h <= 0 instead of h < 0), the other overloads unchanged.
// witness: 4, 0
// differs: return value
// method: area(int,int)
class Shapes {
    static int area(int side) {
        return side < 0 ? -1 : side * side;
    }

    static int area(int w, int h) {
        if (w >= 0 && h >= 0) {
            return w * h;
        }
        return -1;
    }

    static long area(long w, long h) {
        return w * h;
    }
}
