// features: 2-D boolean and int arrays (new boolean[8][8], new int[8][8]), grid initialized from the bits of a long with >>> and &, Game of Life steps with wraparound neighbour indexing ((r + dr + 8) % 8), swapping 2-D array references, occasional System.out.println of a long
public class LifeGrid {
    public static long snippet(long seed, int generations) {
        boolean[][] g = new boolean[8][8];
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) {
                g[r][c] = ((seed >>> (r * 8 + c)) & 1L) != 0;
            }
        }
        int gens = Math.min(Math.max(generations, 0), 30);
        int[][] counts = new int[8][8];
        for (int s = 0; s < gens; s++) {
            boolean[][] next = new boolean[8][8];
            for (int r = 0; r < 8; r++) {
                for (int c = 0; c < 8; c++) {
                    int n = 0;
                    for (int dr = -1; dr <= 1; dr++) {
                        for (int dc = -1; dc <= 1; dc++) {
                            if (dr == 0 && dc == 0) {
                                continue;
                            }
                            if (g[(r + dr + 8) % 8][(c + dc + 8) % 8]) {
                                n++;
                            }
                        }
                    }
                    next[r][c] = n == 3 || (n == 2 && g[r][c]);
                    if (next[r][c]) {
                        counts[r][c]++;
                    }
                }
            }
            g = next;
        }
        long out = 0;
        long heat = 0;
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) {
                if (g[r][c]) {
                    out |= 1L << (r * 8 + c);
                }
                heat = heat * 3 + counts[r][c];
            }
        }
        if (out == 0 && seed != 0) {
            System.out.println(seed);
        }
        return out ^ heat;
    }
}
