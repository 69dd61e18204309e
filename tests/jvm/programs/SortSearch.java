// features: insertion sort and selection sort on copies of an int[] parameter, binary search with (lo + hi) >>> 1, swap helper on arrays, sortedness check, NPE on null array, nested while/for loops
public class SortSearch {
    public static long snippet(int[] a, int key) {
        int n = Math.min(a.length, 200);
        int[] x = new int[n];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            x[i] = a[i];
            y[i] = a[n - 1 - i];
        }
        insertionSort(x);
        selectionSort(y);
        int mismatches = 0;
        for (int i = 0; i < n; i++) {
            if (x[i] != y[i]) {
                mismatches++;
            }
        }
        int pos = binarySearch(x, key);
        long h = 0;
        for (int i = 0; i < n; i++) {
            h = h * 31 + x[i];
        }
        return h * 7 + pos * 1000 + mismatches;
    }

    static void insertionSort(int[] v) {
        for (int i = 1; i < v.length; i++) {
            int cur = v[i];
            int j = i - 1;
            while (j >= 0 && v[j] > cur) {
                v[j + 1] = v[j];
                j--;
            }
            v[j + 1] = cur;
        }
    }

    static void selectionSort(int[] v) {
        for (int i = 0; i < v.length - 1; i++) {
            int m = i;
            for (int j = i + 1; j < v.length; j++) {
                if (v[j] < v[m]) {
                    m = j;
                }
            }
            swap(v, i, m);
        }
    }

    static void swap(int[] v, int i, int j) {
        int t = v[i];
        v[i] = v[j];
        v[j] = t;
    }

    static int binarySearch(int[] v, int key) {
        int lo = 0;
        int hi = v.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (v[mid] < key) {
                lo = mid + 1;
            } else if (v[mid] > key) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }
}
