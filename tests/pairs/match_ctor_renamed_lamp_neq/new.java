class Sphere {
    static int made;
    int radius;

    Sphere(int radius) {
        this.radius = radius;
        made++;
    }
}

class Lamp {
    int watts;
    Sphere bulb;

    Lamp(int power) {
        this.watts = power;
        bulb = power >= 0 ? new Sphere(power / 2) : null;
    }
}
