// features: classic switch statements: dense (tableswitch) and sparse (lookupswitch) int cases, fallthrough between cases, default in the middle with fallthrough, char case labels, switch inside a loop with break (switch) vs continue (loop), nested switch
public class SwitchFallthrough {
    public static int snippet(int x, char c) {
        int r = 0;
        switch (x & 15) {
            case 0:
                r += 1;
            case 1:
                r += 2;
                break;
            case 2:
            case 3:
                r += 4;
            case 4:
                r *= 3;
                break;
            case 7:
                r = -1;
            default:
                r += 100;
            case 9:
                r += 1000;
        }
        switch (x) {
            case 1000000:
                r += 5;
                break;
            case 7:
                r += 6;
            case 65536:
                r += 7;
                break;
            case 2147483647:
                r -= 8;
                break;
            default:
                r ^= 0x40;
        }
        switch (c) {
            case 'a':
            case 'e':
            case 'i':
            case 'o':
            case 'u':
                r += 10000;
                break;
            case '0':
                r += 20000;
            case '1':
                r += 30000;
                break;
            case 'Z':
                switch (x & 1) {
                    case 0:
                        r += 40000;
                        break;
                    default:
                        r += 50000;
                }
                break;
            default:
                r += c;
        }
        int acc = 0;
        for (int i = 0; i < 12; i++) {
            switch (i % 4) {
                case 0:
                    acc += i;
                    break;
                case 1:
                    continue;
                case 2:
                    acc *= 2;
                default:
                    acc -= 1;
            }
            acc ^= i;
        }
        return r * 31 + acc;
    }
}
