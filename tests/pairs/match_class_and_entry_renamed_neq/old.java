// expected: NEQ
// why: The entry's class and name are both renamed (Meter.read, Gauge.value); both return the new reading and count it in Panel's static field, but for k == 3 the new version does not store it in the receiver's field.
// witness: 3
// differs: this.ticks
// observe return: EQ
// method: Meter.read
// new-method: Gauge.value
class Panel {
    static int shown;
}

class Meter {
    int ticks;

    Meter() {
        ticks = 10;
    }

    int read(int k) {
        ticks = ticks - k;
        Panel.shown++;
        return ticks;
    }
}
