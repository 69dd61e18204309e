class Geo {
    static void requirePositive(int side) {
        if (side <= 0) {
            throw new IllegalArgumentException("negative side");
        }
    }

    static class Util {
        static int area(int width, int height) {
            Geo.requirePositive(width);
            if (height < 0) {
                throw new IllegalArgumentException("negative side");
            }
            return width * height;
        }
    }
}
