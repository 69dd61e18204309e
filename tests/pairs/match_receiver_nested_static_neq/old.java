// expected: NEQ
// why: On a fresh receiver of the renamed class both versions return the same value, but the new one also counts a k of exactly 5 in the static field of the nested class Log (>= 5 instead of > 5).
// witness: 5
// differs: static OldCalc.Log.count
// observe return: EQ
class OldCalc {
    int level;

    int snippet(int k) {
        level = level + k;
        if (k > 5) {
            Log.count += 1;
        }
        return level * 3;
    }

    static class Log {
        static int count;
    }
}
