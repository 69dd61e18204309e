// features: boolean[] sieve of Eratosthenes with nested loops (bounded by min(n, 3000)), j += i stepping, counting and summing primes, largest prime gap, trial-division primality helper, long accumulation, negative input handling
public class PrimeSieve {
    public static long snippet(int n) {
        int limit = n < 2 ? 2 : Math.min(n, 3000);
        boolean[] composite = new boolean[limit + 1];
        for (int i = 2; i * i <= limit; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= limit; j += i) {
                    composite[j] = true;
                }
            }
        }
        int count = 0;
        long sum = 0;
        int prev = -1;
        int maxGap = 0;
        for (int i = 2; i <= limit; i++) {
            if (!composite[i]) {
                count++;
                sum += i;
                if (prev > 0 && i - prev > maxGap) {
                    maxGap = i - prev;
                }
                prev = i;
            }
        }
        boolean self = isPrime(n);
        return sum * 100000 + count * 100 + maxGap + (self ? 7 : 0);
    }

    static boolean isPrime(int v) {
        if (v < 2) {
            return false;
        }
        if (v % 2 == 0) {
            return v == 2;
        }
        for (int d = 3; d <= 46341 && d * d <= v; d += 2) {
            if (v % d == 0) {
                return false;
            }
        }
        return true;
    }
}
