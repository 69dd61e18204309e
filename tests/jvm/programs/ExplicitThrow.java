// features: explicit throw of several java.lang exceptions (IllegalArgumentException, IllegalStateException, ArithmeticException, UnsupportedOperationException, IndexOutOfBoundsException, NullPointerException) from snippet and from nested helper calls, throw inside loop and switch, boolean return
public class ExplicitThrow {
    public static boolean snippet(int code, int value, double[] data) {
        validate(code, value);
        switch (code) {
            case 0:
                return value > 0;
            case 1:
                if (data == null) {
                    throw new NullPointerException("data");
                }
                for (int i = 0; i < data.length; i++) {
                    if (Double.isNaN(data[i])) {
                        throw new IllegalStateException("NaN in data");
                    }
                }
                return data.length > value;
            case 2:
                return checkedDiv(value, code - 2) > 0;
            case 3:
                throw new UnsupportedOperationException("code 3");
            default:
                if (value >= 10) {
                    throw new IndexOutOfBoundsException("value too large");
                }
                return (value & 1) == 0;
        }
    }

    static void validate(int code, int value) {
        if (code < 0) {
            throw new IllegalArgumentException("negative code");
        }
        if (value == Integer.MIN_VALUE) {
            throw new ArithmeticException("min value");
        }
    }

    static int checkedDiv(int a, int b) {
        if (b == 0) {
            throw new ArithmeticException("divide by zero");
        }
        return a / b;
    }
}
