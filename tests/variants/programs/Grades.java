public class Grades {
    static int calls;

    static int bonus(int score) {
        if (score > 90) {
            return 5;
        }
        return 0;
    }

    static int grade(int score, int extra) {
        calls++;
        int g = score + extra;
        g = g + bonus(score);
        if (g > 100) {
            g = 100;
        }
        if (g < 0) {
            g = 0;
        }
        int steps = 0;
        for (int i = 0; i < 3; i++) {
            steps += i;
        }
        return g + steps;
    }

    static int letter(int g) {
        int code = 70;
        if (g >= 90) {
            code = 65;
        } else if (g >= 80) {
            code = 66;
        } else if (g >= 70) {
            code = 67;
        }
        int unused = code * 2;
        return code;
    }

    static int countdown(int from) {
        int total = 0;
        for (int k = 12; k > 0; k -= 3) {
            total = total + k;
        }
        return total + from;
    }
}
