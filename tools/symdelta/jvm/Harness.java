// JVM side of the symdelta differential test.
//
// Usage: java -cp <classesdir>:<harnessdir> Harness INPUT OUTPUT
//
// INPUT: one call per line, tab separated:
//   <binary class name> \t <method name> \t <param descriptor> \t <arg1> \t <arg2> ...
// OUTPUT: one line per input line, same order:
//   R <value>   normal return (encoding of the return type, "V" for void)
//   T <name>    the invocation threw; <name> is the binary class name of the throwable
//   E <text>    harness error (bad line, class/method not found, bad argument encoding)
// followed, after R and T, by TAB-separated fields of what else the call left to observe:
//   message=<text>        (T only) the throwable's message
//   out=<text> err=<text> what the call printed on System.out and System.err
//   arg<i>=<value>        an array argument (position i from 0) after the call
//   static.<name>=<value> every static field of the class after the call, by name
// Texts are quoted with Java escapes (ASCII only: u-escapes beyond it) or null. A class with
// static state (a field that is not a final primitive or String) is loaded afresh for every call,
// so that each call starts from freshly initialised static fields.
// See tests/jvm/README.md for the value encodings.

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Harness {

    /** Thrown for malformed input; reported as an "E" line. */
    static final class HarnessError extends Exception {
        private static final long serialVersionUID = 1L;

        HarnessError(String msg) {
            super(msg);
        }
    }

    private final Map<String, Method> methodCache = new HashMap<>();
    private final Map<String, Boolean> hasStaticState = new HashMap<>();
    private final URL[] classPath = classPathUrls();

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java -cp <classes>:<harnessdir> Harness INPUT OUTPUT");
            System.exit(2);
        }
        new Harness().run(args[0], args[1]);
    }

    void run(String inPath, String outPath) throws IOException {
        PrintStream realOut = System.out;
        PrintStream realErr = System.err;
        try (BufferedReader in = new BufferedReader(
                     new InputStreamReader(new FileInputStream(inPath), StandardCharsets.UTF_8));
             BufferedWriter out = new BufferedWriter(
                     new OutputStreamWriter(new FileOutputStream(outPath), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                String result;
                ByteArrayOutputStream printedOut = new ByteArrayOutputStream();
                ByteArrayOutputStream printedErr = new ByteArrayOutputStream();
                System.setOut(new PrintStream(printedOut, true, StandardCharsets.UTF_8));
                System.setErr(new PrintStream(printedErr, true, StandardCharsets.UTF_8));
                try {
                    result = handleLine(line, printedOut, printedErr);
                } finally {
                    System.setOut(realOut);
                    System.setErr(realErr);
                }
                out.write(result);
                out.write('\n');
            }
        }
    }

    static URL[] classPathUrls() {
        String[] parts = System.getProperty("java.class.path").split(File.pathSeparator);
        URL[] urls = new URL[parts.length];
        try {
            for (int i = 0; i < parts.length; i++) {
                urls[i] = new File(parts[i]).toURI().toURL();
            }
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
        return urls;
    }

    /** Does the class keep state in static fields, which a call may change? */
    boolean staticState(Class<?> cls) {
        return hasStaticState.computeIfAbsent(cls.getName(), n -> {
            for (Field f : cls.getDeclaredFields()) {
                int m = f.getModifiers();
                if (Modifier.isStatic(m) && !f.isSynthetic() && (!Modifier.isFinal(m)
                        || !(f.getType().isPrimitive() || f.getType() == String.class))) {
                    return true;
                }
            }
            return false;
        });
    }

    String handleLine(String line, ByteArrayOutputStream printedOut, ByteArrayOutputStream printedErr) {
        Method m;
        Object[] callArgs;
        try {
            String[] f = line.split("\t", -1);
            if (f.length == 2) {
                // "Cls\tname" without the trailing tab: same as an empty descriptor.
                f = new String[] {f[0], f[1], ""};
            }
            if (f.length < 3) {
                throw new HarnessError("expected at least 3 tab-separated fields");
            }
            String desc = f[2];
            List<String> types = splitDescriptor(desc);
            if (f.length - 3 != types.size()) {
                // Tolerate exactly one extra empty field (e.g. a trailing tab).
                if (!(f.length - 3 == types.size() + 1 && f[f.length - 1].isEmpty())) {
                    throw new HarnessError("descriptor " + desc + " has " + types.size()
                            + " parameters but " + (f.length - 3) + " arguments given");
                }
            }
            m = findMethod(f[0], f[1], desc, types, null);
            if (staticState(m.getDeclaringClass())) { // a fresh class: fresh static fields
                m = findMethod(f[0], f[1], desc, types,
                        new URLClassLoader(classPath, ClassLoader.getPlatformClassLoader()));
            }
            callArgs = new Object[types.size()];
            for (int i = 0; i < types.size(); i++) {
                callArgs[i] = decode(types.get(i), f[3 + i]);
            }
        } catch (HarnessError e) {
            return "E " + oneLine(e.getMessage());
        } catch (RuntimeException | LinkageError e) {
            return "E " + oneLine(e.toString());
        }

        String ending;
        try {
            Object ret = m.invoke(null, callArgs);
            ending = "R " + encode(m.getReturnType(), ret);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            ending = "T " + cause.getClass().getName() + "\tmessage=" + quote(cause.getMessage());
        } catch (Throwable t) {
            // e.g. a StackOverflowError raised in the reflection frames themselves
            // rather than in the invoked method (then it is not wrapped)
            ending = "T " + t.getClass().getName() + "\tmessage=" + quote(t.getMessage());
        }
        System.out.flush();
        System.err.flush();
        StringBuilder line2 = new StringBuilder(ending);
        line2.append("\tout=").append(quote(new String(printedOut.toByteArray(), StandardCharsets.UTF_8)));
        line2.append("\terr=").append(quote(new String(printedErr.toByteArray(), StandardCharsets.UTF_8)));
        Class<?>[] params = m.getParameterTypes();
        for (int i = 0; i < params.length; i++) {
            if (!params[i].isPrimitive()) { // what the call left in the arrays it was given
                line2.append("\targ").append(i).append('=').append(encode(params[i], callArgs[i]));
            }
        }
        Field[] fields = m.getDeclaringClass().getDeclaredFields();
        Arrays.sort(fields, Comparator.comparing(Field::getName));
        for (Field fd : fields) {
            if (!Modifier.isStatic(fd.getModifiers()) || fd.isSynthetic()) {
                continue;
            }
            try {
                fd.setAccessible(true);
                line2.append("\tstatic.").append(fd.getName()).append('=').append(encode(fd.getType(), fd.get(null)));
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                line2.append("\tstatic.").append(fd.getName()).append("=?").append(oneLine(e.toString()));
            }
        }
        return line2.toString();
    }

    /** A text as a quoted Java string literal of ASCII characters, or null. */
    static String quote(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\n': b.append("\\n"); break;
                case '\t': b.append("\\t"); break;
                case '\r': b.append("\\r"); break;
                case '"': b.append("\\\""); break;
                case '\\': b.append("\\\\"); break;
                default:
                    if (c < 0x20 || c >= 0x7f) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
            }
        }
        return b.append('"').toString();
    }

    static String oneLine(String s) {
        if (s == null) {
            return "error";
        }
        return s.replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
    }

    // ---------------------------------------------------------------- methods

    /** The method, from the class as the harness's loader has it (cached), or as `loader` loads it. */
    Method findMethod(String className, String name, String desc, List<String> types, ClassLoader loader)
            throws HarnessError {
        String key = className + "\t" + name + "\t" + desc;
        Method cached = loader == null ? methodCache.get(key) : null;
        if (cached != null) {
            return cached;
        }
        Class<?> cls;
        try {
            cls = Class.forName(className, true, loader != null ? loader : Harness.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new HarnessError("class not found: " + className);
        }
        Class<?>[] params = new Class<?>[types.size()];
        for (int i = 0; i < params.length; i++) {
            params[i] = classOf(types.get(i));
        }
        Method m;
        try {
            m = cls.getDeclaredMethod(name, params);
        } catch (NoSuchMethodException e) {
            throw new HarnessError("method not found: " + className + "." + name + "(" + desc + ")");
        }
        if (!Modifier.isStatic(m.getModifiers())) {
            throw new HarnessError("method is not static: " + className + "." + name + "(" + desc + ")");
        }
        m.setAccessible(true);
        if (loader == null) {
            methodCache.put(key, m);
        }
        return m;
    }

    static List<String> splitDescriptor(String desc) throws HarnessError {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < desc.length()) {
            int start = i;
            while (i < desc.length() && desc.charAt(i) == '[') {
                i++;
            }
            if (i >= desc.length()) {
                throw new HarnessError("bad descriptor: " + desc);
            }
            char c = desc.charAt(i);
            if ("ZBSCIJFD".indexOf(c) < 0) {
                throw new HarnessError("unsupported type in descriptor: " + desc);
            }
            i++;
            String t = desc.substring(start, i);
            if (t.length() > 2) {
                throw new HarnessError("only 1-D arrays supported: " + desc);
            }
            out.add(t);
        }
        return out;
    }

    static Class<?> classOf(String t) throws HarnessError {
        switch (t) {
            case "Z": return boolean.class;
            case "B": return byte.class;
            case "S": return short.class;
            case "C": return char.class;
            case "I": return int.class;
            case "J": return long.class;
            case "F": return float.class;
            case "D": return double.class;
            case "[Z": return boolean[].class;
            case "[B": return byte[].class;
            case "[S": return short[].class;
            case "[C": return char[].class;
            case "[I": return int[].class;
            case "[J": return long[].class;
            case "[F": return float[].class;
            case "[D": return double[].class;
            default: throw new HarnessError("unsupported type: " + t);
        }
    }

    // -------------------------------------------------------------- decoding

    static Object decode(String t, String s) throws HarnessError {
        if (t.charAt(0) == '[') {
            return decodeArray(t.charAt(1), s);
        }
        return decodeScalar(t.charAt(0), s);
    }

    static Object decodeScalar(char t, String s) throws HarnessError {
        try {
            switch (t) {
                case 'Z':
                    if (s.equals("0")) {
                        return Boolean.FALSE;
                    }
                    if (s.equals("1")) {
                        return Boolean.TRUE;
                    }
                    throw new HarnessError("bad boolean: " + s);
                case 'B':
                    return Byte.parseByte(s);
                case 'S':
                    return Short.parseShort(s);
                case 'C': {
                    int v = Integer.parseInt(s);
                    if (v < 0 || v > 0xffff) {
                        throw new HarnessError("bad char code: " + s);
                    }
                    return (char) v;
                }
                case 'I':
                    return Integer.parseInt(s);
                case 'J':
                    return Long.parseLong(s);
                case 'F':
                    if (s.length() != 8) {
                        throw new HarnessError("float must be 8 hex digits: " + s);
                    }
                    return Float.intBitsToFloat(Integer.parseUnsignedInt(s, 16));
                case 'D':
                    if (s.length() != 16) {
                        throw new HarnessError("double must be 16 hex digits: " + s);
                    }
                    return Double.longBitsToDouble(Long.parseUnsignedLong(s, 16));
                default:
                    throw new HarnessError("unsupported type: " + t);
            }
        } catch (NumberFormatException e) {
            throw new HarnessError("bad " + t + " value: " + s);
        }
    }

    static Object decodeArray(char t, String s) throws HarnessError {
        if (s.equals("null")) {
            return null;
        }
        int colon = s.indexOf(':');
        if (colon < 0) {
            throw new HarnessError("bad array (expected N:e1,...): " + s);
        }
        int n;
        try {
            n = Integer.parseInt(s.substring(0, colon));
        } catch (NumberFormatException e) {
            throw new HarnessError("bad array length: " + s);
        }
        if (n < 0) {
            throw new HarnessError("negative array length: " + s);
        }
        String body = s.substring(colon + 1);
        String[] parts = n == 0 ? new String[0] : body.split(",", -1);
        if (n == 0 && !body.isEmpty()) {
            throw new HarnessError("empty array with elements: " + s);
        }
        if (parts.length != n) {
            throw new HarnessError("array length " + n + " but " + parts.length + " elements: " + s);
        }
        switch (t) {
            case 'Z': {
                boolean[] a = new boolean[n];
                for (int i = 0; i < n; i++) a[i] = (Boolean) decodeScalar(t, parts[i]);
                return a;
            }
            case 'B': {
                byte[] a = new byte[n];
                for (int i = 0; i < n; i++) a[i] = (Byte) decodeScalar(t, parts[i]);
                return a;
            }
            case 'S': {
                short[] a = new short[n];
                for (int i = 0; i < n; i++) a[i] = (Short) decodeScalar(t, parts[i]);
                return a;
            }
            case 'C': {
                char[] a = new char[n];
                for (int i = 0; i < n; i++) a[i] = (Character) decodeScalar(t, parts[i]);
                return a;
            }
            case 'I': {
                int[] a = new int[n];
                for (int i = 0; i < n; i++) a[i] = (Integer) decodeScalar(t, parts[i]);
                return a;
            }
            case 'J': {
                long[] a = new long[n];
                for (int i = 0; i < n; i++) a[i] = (Long) decodeScalar(t, parts[i]);
                return a;
            }
            case 'F': {
                float[] a = new float[n];
                for (int i = 0; i < n; i++) a[i] = (Float) decodeScalar(t, parts[i]);
                return a;
            }
            case 'D': {
                double[] a = new double[n];
                for (int i = 0; i < n; i++) a[i] = (Double) decodeScalar(t, parts[i]);
                return a;
            }
            default:
                throw new HarnessError("unsupported array element type: " + t);
        }
    }

    // -------------------------------------------------------------- encoding

    static String encode(Class<?> rt, Object v) {
        if (rt == void.class) {
            return "V";
        }
        if (!rt.isPrimitive()) { // references: null, a String's text, an array's elements in [...]
            if (v == null) {
                return "null";
            }
            if (v instanceof String) {
                return quote((String) v);
            }
            if (rt.isArray()) {
                StringBuilder b = new StringBuilder("[");
                for (int i = 0; i < Array.getLength(v); i++) {
                    b.append(i == 0 ? "" : ",").append(encode(rt.getComponentType(), Array.get(v, i)));
                }
                return b.append(']').toString();
            }
            return "?" + oneLine(v.getClass().getName());
        }
        if (rt == boolean.class) {
            return ((Boolean) v) ? "1" : "0";
        }
        if (rt == char.class) {
            return Integer.toString((Character) v);
        }
        if (rt == byte.class || rt == short.class || rt == int.class || rt == long.class) {
            return Long.toString(((Number) v).longValue());
        }
        if (rt == float.class) {
            return String.format("%08x", Float.floatToIntBits((Float) v));
        }
        if (rt == double.class) {
            return String.format("%016x", Double.doubleToLongBits((Double) v));
        }
        return "?" + oneLine(rt.getName());
    }
}
