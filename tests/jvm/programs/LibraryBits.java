// features: Integer/Long compare signum bitCount highestOneBit lowestOneBit numberOfLeadingZeros numberOfTrailingZeros reverse reverseBytes rotateLeft rotateRight
public class LibraryBits {
    public static int snippet(int x, int d) {
        int r = Integer.compare(x, d) * 7 + Integer.signum(x) * 3 + Integer.bitCount(x);
        r = r * 31 + Integer.highestOneBit(x) + Integer.lowestOneBit(d);
        r = r * 31 + Integer.numberOfLeadingZeros(x) * 5 + Integer.numberOfTrailingZeros(d);
        r = r * 31 + Integer.reverse(x) ^ Integer.reverseBytes(d);
        return r * 31 + Integer.rotateLeft(x, d) ^ Integer.rotateRight(d, x);
    }

    public static long snippetLong(long x, int d) {
        long r = Long.compare(x, d) * 7 + Long.signum(x) * 3 + Long.bitCount(x);
        r = r * 31 + Long.highestOneBit(x) + Long.lowestOneBit(x + d);
        r = r * 31 + Long.numberOfLeadingZeros(x) * 5 + Long.numberOfTrailingZeros(x * d);
        r = r * 31 + Long.reverse(x) ^ Long.reverseBytes(x - d);
        return r * 31 + Long.rotateLeft(x, d) ^ Long.rotateRight(x, -d);
    }

    public static int snippetZeros(long x) {
        return Long.numberOfLeadingZeros(x) * 100 + Long.numberOfTrailingZeros(x);
    }
}
