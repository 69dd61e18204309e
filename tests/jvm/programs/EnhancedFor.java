// features: enhanced for over int[] and double[] parameters, over local char[]/long[] arrays, over rows of a 2-D array and nested enhanced for, assignment to the loop variable not affecting the array, break inside enhanced for
public class EnhancedFor {
    public static double snippet(int[] a, double[] b) {
        long isum = 0;
        int max = Integer.MIN_VALUE;
        for (int v : a) {
            isum += v;
            if (v > max) {
                max = v;
            }
            v = 0;
        }
        double dsum = 0;
        for (double d : b) {
            if (Double.isNaN(d)) {
                break;
            }
            dsum += d;
        }
        char[] word = {'j', 'v', 'm', '!'};
        int cs = 0;
        for (char ch : word) {
            cs = cs * 131 + ch;
        }
        int[][] grid = new int[3][4];
        int k = 0;
        for (int[] row : grid) {
            for (int j = 0; j < row.length; j++) {
                row[j] = k++ * (a.length + 1);
            }
        }
        long gs = 0;
        for (int[] row : grid) {
            for (int v : row) {
                gs += v;
            }
        }
        long[] ls = {1L, -2L, 3000000000L};
        long lsum = 0;
        for (long l : ls) {
            lsum += l;
        }
        int first = a.length > 0 ? a[0] : -1;
        return isum + max * 0.5 + dsum + cs + gs + lsum + first;
    }
}
