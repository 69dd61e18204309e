// features: 2-D double arrays (new double[m][m]), nested loops, matrix transpose/multiply helpers returning double[][], Gaussian elimination determinant with partial pivoting and row swaps of row references, .length on rows, NPE on null double[] parameter
public class Matrix2D {
    public static double snippet(double[] a, int n) {
        int len = a.length;
        int m = Math.min(Math.max(n, 1), 6);
        double[][] mat = new double[m][m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                mat[i][j] = len == 0 ? i - j * 0.5 : a[(i * m + j) % len];
            }
        }
        double[][] t = transpose(mat);
        double[][] p = multiply(mat, t);
        double tr = 0;
        for (int i = 0; i < m; i++) {
            tr += p[i][i];
        }
        return det(mat) * 1000 + tr + p[0][m - 1];
    }

    static double[][] transpose(double[][] x) {
        double[][] r = new double[x[0].length][x.length];
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < x[i].length; j++) {
                r[j][i] = x[i][j];
            }
        }
        return r;
    }

    static double[][] multiply(double[][] x, double[][] y) {
        int rows = x.length;
        int inner = y.length;
        int cols = y[0].length;
        double[][] r = new double[rows][cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                double s = 0;
                for (int k = 0; k < inner; k++) {
                    s += x[i][k] * y[k][j];
                }
                r[i][j] = s;
            }
        }
        return r;
    }

    static double det(double[][] x) {
        int m = x.length;
        double[][] w = new double[m][m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                w[i][j] = x[i][j];
            }
        }
        double d = 1;
        for (int col = 0; col < m; col++) {
            int piv = col;
            for (int r = col + 1; r < m; r++) {
                if (Math.abs(w[r][col]) > Math.abs(w[piv][col])) {
                    piv = r;
                }
            }
            if (w[piv][col] == 0) {
                return 0;
            }
            if (piv != col) {
                double[] tmp = w[piv];
                w[piv] = w[col];
                w[col] = tmp;
                d = -d;
            }
            d *= w[col][col];
            for (int r = col + 1; r < m; r++) {
                double f = w[r][col] / w[col][col];
                for (int c = col; c < m; c++) {
                    w[r][c] -= f * w[col][c];
                }
            }
        }
        return d;
    }
}
