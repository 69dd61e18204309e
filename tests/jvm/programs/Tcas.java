// features: tcas-like integer decision program: many int/boolean parameters, static final int constants, boolean logic combining && || !, static helper methods, ternary, local threshold table indexed by a parameter (ArrayIndexOutOfBoundsException for bad layer), explicit IllegalArgumentException, occasional System.out.println
public class Tcas {
    public static int snippet(int vertSep, boolean highConf, boolean twoOfThree, int ownAlt, int ownRate,
                              int otherAlt, int layer, int upSep, int downSep, int otherIntent,
                              int otherEquip, boolean climbBlocked) {
        int equip = otherEquip & 3;
        if (equip == 3) {
            throw new IllegalArgumentException("bad equipment code");
        }
        boolean active = highConf && ownRate <= MAX_RATE && vertSep > MIN_VERT_SEP;
        boolean equipped = equip == 1;
        boolean intentUnknown = twoOfThree && otherIntent == 0;
        if (!active || (equipped && !intentUnknown)) {
            return NO_ADVISORY;
        }
        int up = adjustedUp(upSep, climbBlocked);
        boolean preferClimb = up > downSep;
        boolean climb;
        boolean descend;
        if (preferClimb) {
            climb = !(ownAlt < otherAlt) || downSep < threshold(layer % 4);
            descend = ownAlt > otherAlt && up >= MIN_SEP;
        } else {
            climb = ownAlt < otherAlt && downSep >= MIN_SEP && up >= threshold(layer % 4);
            descend = !(ownAlt > otherAlt) || (ownAlt - otherAlt) < CROSS_MARGIN;
        }
        boolean crossingRisk = Math.abs(ownAlt - otherAlt) < CROSS_MARGIN;
        if (climb && descend) {
            System.out.println(vertSep);
            return crossingRisk ? UNRESOLVED + 10 : UNRESOLVED;
        }
        if (climb) {
            return ownRate < 0 ? CLIMB + 10 : CLIMB;
        }
        if (descend) {
            return equipped ? DESCEND + 20 : DESCEND;
        }
        return NO_ADVISORY;
    }

    static final int MAX_RATE = 600;
    static final int MIN_VERT_SEP = 600;
    static final int MIN_SEP = 300;
    static final int CROSS_MARGIN = 100;
    static final int CLIMB_BONUS = 100;
    static final int NO_ADVISORY = 0;
    static final int CLIMB = 1;
    static final int DESCEND = 2;
    static final int UNRESOLVED = 3;

    static int adjustedUp(int upSep, boolean blocked) {
        return blocked ? upSep + CLIMB_BONUS : upSep;
    }

    static int threshold(int layer) {
        int[] table = {400, 500, 640, 740};
        return table[layer];
    }
}
