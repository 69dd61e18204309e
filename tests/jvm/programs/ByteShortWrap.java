// features: byte and short parameters, ++ wrap at 127/32767, (byte)(b+b) truncation, unsigned view b & 0xff, sign extension when widening, byte[] and short[] arrays with element compound assignment, short return type
public class ByteShortWrap {
    public static short snippet(byte b, short s, int n) {
        byte[] bs = new byte[8];
        short[] ss = new short[8];
        for (int i = 0; i < bs.length; i++) {
            bs[i] = (byte) (b + i * 40);
            ss[i] = (short) (s * (i + 1) * 1000);
        }
        int reps = n & 31;
        for (int r = 0; r < reps; r++) {
            bs[r & 7] += bs[(r + 1) & 7];
            ss[r & 7] ^= (short) (ss[(r + 3) & 7] << 1);
            b++;
            s--;
        }
        int unsignedSum = 0;
        int signedSum = 0;
        for (int i = 0; i < bs.length; i++) {
            unsignedSum += bs[i] & 0xff;
            signedSum += bs[i];
        }
        byte doubled = (byte) (b + b);
        short sx = (short) (s + ss[3]);
        char cx = (char) s;
        int widened = s;
        return (short) (unsignedSum * 7 + signedSum * 3 + doubled + sx + (cx >> 4) + widened + ss[7]);
    }
}
