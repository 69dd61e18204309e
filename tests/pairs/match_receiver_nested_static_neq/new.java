class NewCalc {
    int level;

    static class Log {
        static int count;
    }

    int snippet(int delta) {
        if (delta >= 5) {
            NewCalc.Log.count++;
        }
        level += delta;
        return 3 * level;
    }
}
