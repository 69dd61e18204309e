// features: nested for loops with labelled break and labelled continue, labelled while with continue, labelled block with break, plain break/continue, null check on int[] parameter
public class LabelledLoops {
    public static int snippet(int[] a, int target) {
        if (a == null) {
            return -1;
        }
        int found = -1;
        int count = 0;
        outer:
        for (int i = 0; i < a.length; i++) {
            for (int j = i + 1; j < a.length; j++) {
                if (a[i] + a[j] == target) {
                    found = i * 1000 + j;
                    break outer;
                }
                if (a[j] < 0) {
                    continue outer;
                }
                count++;
            }
        }
        int k = 0;
        int skipped = 0;
        scan:
        while (k < a.length) {
            int v = a[k++];
            for (int b = 0; b < 4; b++) {
                if (((v >> b) & 1) != 0) {
                    skipped++;
                    continue scan;
                }
                if (b == 2) {
                    break;
                }
            }
            count += 2;
        }
        block:
        {
            if (count > 10) {
                break block;
            }
            count *= 3;
        }
        int evens = 0;
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & 1) != 0) {
                continue;
            }
            evens++;
            if (evens > 5) {
                break;
            }
        }
        return found * 7 + count * 31 + skipped * 3 + evens;
    }
}
