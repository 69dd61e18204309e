class Gauge {
    int ticks = 10;

    int value(int step) {
        int next = ticks - step;
        if (step != 3) {
            ticks = next;
        }
        Panel.shown += 1;
        return next;
    }
}

class Panel {
    static int shown;
}
