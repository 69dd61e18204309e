// expected: EQ
// why: The entry's class and name are both renamed (Meter.read, Gauge.value; Meter follows Panel in the old file, Gauge precedes it in the new one): on a fresh receiver (ticks starts at 3) both add k to ticks, log the reading in Panel's static fields and return twice ticks.
// method: Meter.read
// new-method: Gauge.value
class Panel {
    static int shown;
    static int last;
}

class Meter {
    int ticks;

    Meter() {
        ticks = 3;
    }

    int read(int k) {
        ticks += k;
        Panel.shown++;
        Panel.last = ticks * 2;
        return Panel.last;
    }
}
