class V {
    public static int snippet(int n, int target) {
        int s = 0;
        int found = -1;
        int i = 0;
        while (found < 0 && i < n) {
            s += i;
            if (s == target) {
                found = i;
            }
            i++;
        }
        return found;
    }
}
