class Geo {
    static int calls;

    static class Util {
        static double area(double width, double height) {
            double result = 0.0;
            if (width > 0 && height > 0) {
                result = height * width;
            }
            calls += 1;
            return result;
        }
    }
}
