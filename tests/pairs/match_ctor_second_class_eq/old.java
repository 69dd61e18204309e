// expected: EQ
// why: The entry is the constructor of Light, a second top-level class (after Sphere in the old file, before it in the new one): it clamps the wattage at 0, builds a Sphere that counts its instances in a static field, and both versions build the same Light.
// method: Light.Light(int)
class Sphere {
    static int made;
    int radius;

    Sphere(int radius) {
        this.radius = radius;
        made++;
    }
}

class Light {
    int watts;
    int lumens;
    Sphere bulb;

    Light(int w) {
        if (w < 0) {
            w = 0;
        }
        watts = w;
        lumens = w * 15;
        bulb = new Sphere(w / 10 + 1);
    }
}
