class Light {
    int watts;
    int lumens;
    Sphere bulb;

    Light(int power) {
        this(Math.max(power, 0), true);
    }

    private Light(int p, boolean checked) {
        watts = p;
        lumens = 15 * p;
        bulb = new Sphere(1 + p / 10);
    }
}

class Sphere {
    static int made;
    int radius;

    Sphere(int r) {
        made += 1;
        radius = r;
    }
}
