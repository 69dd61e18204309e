// expected: EQ
// why: Only the overload area(int,int) is compared: w * h, or -1 when a side is negative, in both versions; the other overload area(int), which it does not call, changes in the new version (whose class is renamed).
// method: area(int,int)
class Shapes {
    static int area(int side) {
        return area(side, side);
    }

    static int area(int w, int h) {
        if (w < 0 || h < 0) {
            return -1;
        }
        return w * h;
    }
}
