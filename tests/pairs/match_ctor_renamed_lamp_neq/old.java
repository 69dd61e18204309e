// expected: NEQ
// why: The entry is the constructor of the second top-level class, renamed from Light to Lamp: the old one builds a Sphere only for a positive wattage, the new one for 0 too, which the bulb field and Sphere's static counter show.
// witness: 0
// differs: return value.bulb, static Sphere.made
// method: Light.Light
// new-method: Lamp.Lamp
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
    Sphere bulb;

    Light(int w) {
        watts = w;
        if (w > 0) {
            bulb = new Sphere(w / 2);
        }
    }
}
