// JVM side of the symdelta differential test.
//
// Usage: java -cp <classesdir>:<harnessdir> Harness INPUT OUTPUT
//
// INPUT: one call per line, tab separated:
//   <binary class name>[;<other class>...] \t <method name> \t <param descriptor> \t <arg1> \t <arg2> ...
// The other classes (binary names) are those of the same file, whose static fields are observed
// too.
// The method name is a static method's; "<init>" for a constructor (its result is the object
// built); "name#new" for an instance method on a receiver the constructor without parameters
// builds, "name#this" for one on a receiver allocated without a constructor, whose
// fields the fields after the arguments set ("this.<field>=<value>", in the argument encodings).
// A parameter of a class type is L<binary class name>; in the descriptor, its argument null or
// #k: object k, which a field "#k=<binary class name>" allocates (without a constructor) and
// fields "#k.<field>=<value>" fill, an object field's value being null or #j. An array passed
// is #k too, made by "#k=<descriptor>=<array>" (of references: "N:#j,null,...").
// OUTPUT: one line per input line, same order:
//   R <value>   normal return (encoding of the return type, "V" for void)
//   T <name>    the invocation threw; <name> is the binary class name of the throwable
//   E <text>    harness error (bad line, class/method not found, bad argument encoding)
// followed, after R and T, by TAB-separated fields of what else the call left to observe:
//   message=<text>        (T only) the throwable's message
//   out=<text> err=<text> what the call printed on System.out and System.err
//   arg<i>=<value>        an array argument (position i from 0) after the call
//   this=<value>          an instance method's receiver after the call
//   static.<name>=<value> every static field of the class after the call, by name, then those of
//                         the other classes as static.<class>.<name> (<class> without the
//                         package, '.' for '$'), reading them initialises their class
// An object is {field=value,...} (instance fields, inherited ones too, sorted by name), preceded
// by its class (as above) unless it is an instance of the called method's class, and before
// that by "#k:" if it is object #k the line passed (arrays too); an array or object met before in the same
// line is @k, k counting them in order of first encoding.
// Texts are quoted with Java escapes (ASCII only: u-escapes beyond it) or null. A String
// argument is a new object; ^"text" is the interned one, and ~k"text" one object wherever the
// line names k (where the method compares Strings with ==). A class with
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
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
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
import java.util.IdentityHashMap;
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

    private final Map<String, Executable> methodCache = new HashMap<>();
    private Class<?> mainClass; // the class of the method the current line calls
    private final Map<Object, String> inputObjects = new IdentityHashMap<>(); // the line's #k objects
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
        lineStrings.clear();
        Executable m; // a method, or a constructor ("<init>") whose built object is the call's result
        Object standIn = null; // of the receiver the constructor builds, in the objects passed
        java.util.Collection<Object> heapObjects = List.of();
        String[] others; // the file's other classes
        Object[] callArgs;
        Object receiver = null;
        String receiverMode = "";
        try {
            String[] f = line.split("\t", -1);
            if (f.length == 2) {
                // "Cls\tname" without the trailing tab: same as an empty descriptor.
                f = new String[] {f[0], f[1], ""};
            }
            if (f.length < 3) {
                throw new HarnessError("expected at least 3 tab-separated fields");
            }
            String name = f[1];
            int hash = name.indexOf('#');
            if (hash >= 0) { // an instance method: "name#new" or "name#this"
                receiverMode = name.substring(hash + 1);
                name = name.substring(0, hash);
                if (!receiverMode.equals("new") && !receiverMode.equals("this")) {
                    throw new HarnessError("unknown receiver: " + receiverMode);
                }
            }
            String desc = f[2];
            List<String> types = splitDescriptor(desc);
            int extra = f.length - 3 - types.size();
            if (extra < 0) {
                throw new HarnessError("descriptor " + desc + " has " + types.size()
                        + " parameters but " + (f.length - 3) + " arguments given");
            }
            String[] settings = Arrays.copyOfRange(f, 3 + types.size(), f.length);
            for (String s : settings) {
                if (!s.isEmpty() && !s.startsWith("#") && !(s.startsWith("this.") && receiverMode.equals("this"))) {
                    throw new HarnessError("descriptor " + desc + " has " + types.size()
                            + " parameters but " + (f.length - 3) + " arguments given");
                }
            }
            String[] classNames = f[0].split(";");
            others = Arrays.copyOfRange(classNames, 1, classNames.length);
            m = findMethod(classNames[0], name, desc, types, null, !receiverMode.isEmpty());
            boolean state = staticState(m.getDeclaringClass());
            for (String other : others) {
                state = state || staticState(loadClass(other, m.getDeclaringClass().getClassLoader()));
            }
            if (state) { // fresh classes: fresh static fields
                m = findMethod(classNames[0], name, desc, types,
                        new URLClassLoader(classPath, ClassLoader.getPlatformClassLoader()), !receiverMode.isEmpty());
            }
            mainClass = m.getDeclaringClass();
            // the receiver, which objects passed may be (#k=this): allocated now, or a stand-in
            // for the one the constructor builds, replaced once it is built
            receiver = receiverMode.isEmpty() ? null : allocate(mainClass);
            Map<String, Object> heap = buildHeap(settings, mainClass.getClassLoader(), receiver);
            inputObjects.clear();
            for (Map.Entry<String, Object> e : heap.entrySet()) {
                inputObjects.put(e.getValue(), e.getKey());
            }
            callArgs = new Object[types.size()];
            for (int i = 0; i < types.size(); i++) {
                String t = types.get(i);
                callArgs[i] = t.equals(STRING) ? decodeString(f[3 + i])
                        : t.startsWith("L") || (t.startsWith("[") && f[3 + i].startsWith("#"))
                        ? reference(f[3 + i], heap) : decode(t, f[3 + i]);
            }
            if (receiverMode.equals("this")) {
                for (String s : settings) {
                    if (s.startsWith("this.")) {
                        setField(receiver, s.substring(5), heap);
                    }
                }
            }
            standIn = receiverMode.equals("new") ? receiver : null;
            heapObjects = heap.values();
        } catch (HarnessError e) {
            return "E " + oneLine(e.getMessage());
        } catch (RuntimeException | LinkageError e) {
            return "E " + oneLine(e.toString());
        }

        String ending;
        Map<Object, Integer> ids = new IdentityHashMap<>(); // objects and arrays by first encoding
        try {
            if (receiverMode.equals("new")) {
                Constructor<?> c = m.getDeclaringClass().getDeclaredConstructor();
                c.setAccessible(true);
                receiver = c.newInstance();
                replace(standIn, receiver, callArgs, heapObjects);
            }
            if (m instanceof Constructor) {
                ending = "R " + encode(m.getDeclaringClass(), ((Constructor<?>) m).newInstance(callArgs), ids);
            } else {
                Method method = (Method) m;
                ending = "R " + encode(method.getReturnType(), method.invoke(receiver, callArgs), ids);
            }
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            ending = "T " + cause.getClass().getName() + "\tmessage=" + quote(messageOf(cause));
        } catch (Throwable t) {
            // e.g. a StackOverflowError raised in the reflection frames themselves
            // rather than in the invoked method (then it is not wrapped)
            ending = "T " + t.getClass().getName() + "\tmessage=" + quote(messageOf(t));
        }
        System.out.flush();
        System.err.flush();
        StringBuilder line2 = new StringBuilder(ending);
        line2.append("\tout=").append(quote(new String(printedOut.toByteArray(), StandardCharsets.UTF_8)));
        line2.append("\terr=").append(quote(new String(printedErr.toByteArray(), StandardCharsets.UTF_8)));
        Class<?>[] params = m.getParameterTypes();
        for (int i = 0; i < params.length; i++) {
            if (!params[i].isPrimitive()) { // what the call left in the arrays it was given
                line2.append("\targ").append(i).append('=').append(encode(params[i], callArgs[i], ids));
            }
        }
        if (receiver != null) {
            line2.append("\tthis=").append(encode(m.getDeclaringClass(), receiver, ids));
        }
        appendStatics(line2, m.getDeclaringClass(), "", ids);
        for (String other : others) {
            try {
                Class<?> oc = loadClass(other, m.getDeclaringClass().getClassLoader());
                appendStatics(line2, oc, label(oc) + ".", ids);
            } catch (HarnessError e) {
                line2.append("\tstatic.").append(other).append("=?").append(oneLine(e.getMessage()));
            }
        }
        return line2.toString();
    }

    /** Appends "static.<prefix><name>=<value>" for every static field of `cls`, sorted by name. */
    void appendStatics(StringBuilder line, Class<?> cls, String prefix, Map<Object, Integer> ids) {
        Field[] fields = cls.getDeclaredFields();
        Arrays.sort(fields, Comparator.comparing(Field::getName));
        for (Field fd : fields) {
            if (!Modifier.isStatic(fd.getModifiers()) || fd.isSynthetic()) {
                continue;
            }
            line.append("\tstatic.").append(prefix).append(fd.getName());
            try {
                fd.setAccessible(true);
                line.append('=').append(encode(fd.getType(), fd.get(null), ids));
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                line.append("=?").append(oneLine(e.toString()));
            }
        }
    }

    /** A class by binary name, not initialised. */
    static Class<?> loadClass(String name, ClassLoader loader) throws HarnessError {
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new HarnessError("class not found: " + name);
        }
    }

    /** A class's name without its package, '.' for '$' (Outer.Inner). */
    static String label(Class<?> c) {
        String name = c.getName();
        String pkg = c.getPackageName();
        if (!pkg.isEmpty()) {
            name = name.substring(pkg.length() + 1);
        }
        return name.replace('$', '.');
    }

    /** The instance fields of `cls` and its superclasses (but Object), sorted by name. */
    static List<Field> instanceFields(Class<?> cls) {
        List<Field> out = new ArrayList<>();
        for (Class<?> k = cls; k != null && k != Object.class; k = k.getSuperclass()) {
            for (Field fd : k.getDeclaredFields()) {
                if (!Modifier.isStatic(fd.getModifiers()) && !fd.isSynthetic()) {
                    out.add(fd);
                }
            }
        }
        out.sort(Comparator.comparing(Field::getName));
        return out;
    }

    /** Puts `by` wherever the arguments and the objects passed hold `standIn`. */
    void replace(Object standIn, Object by, Object[] args, java.util.Collection<Object> objects)
            throws ReflectiveOperationException {
        if (standIn == null) {
            return;
        }
        for (int i = 0; i < args.length; i++) {
            if (args[i] == standIn) {
                args[i] = by;
            }
        }
        for (Object o : objects) {
            if (o == null || o.getClass().isArray()) {
                continue;
            }
            for (Field fd : instanceFields(o.getClass())) {
                fd.setAccessible(true);
                if (!fd.getType().isPrimitive() && fd.get(o) == standIn) {
                    fd.set(o, by);
                }
            }
        }
        String name = inputObjects.remove(standIn);
        if (name != null) {
            inputObjects.put(by, name);
        }
    }

    /** An instance of `cls` made without running a constructor, its fields at their defaults. */
    static Object allocate(Class<?> cls) throws HarnessError {
        try {
            Field f = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
            f.setAccessible(true);
            Object unsafe = f.get(null);
            return unsafe.getClass().getMethod("allocateInstance", Class.class).invoke(unsafe, cls);
        } catch (ReflectiveOperationException e) {
            throw new HarnessError("cannot allocate " + cls.getName() + ": " + e);
        }
    }

    /**
     * The objects passed as inputs: "#k=<binary class>" allocates object #k, then
     * "#k.<field>=<value>" sets its fields (another object as #j, or null); "#k=this" is the
     * receiver. "#k=<descriptor>=<array>" makes an array: of a primitive type from its encoding,
     * else "N:e1,...", its elements #j or null.
     */
    static Map<String, Object> buildHeap(String[] settings, ClassLoader loader, Object receiver)
            throws HarnessError {
        Map<String, Object> heap = new HashMap<>();
        Map<Object, String[]> elements = new IdentityHashMap<>(); // arrays of references: set once all exist
        for (String s : settings) {
            int eq = s.indexOf('=');
            int dot = s.indexOf('.');
            if (s.startsWith("#") && eq > 0 && (dot < 0 || dot > eq)) {
                String what = s.substring(eq + 1);
                int second = what.indexOf('=');
                if (what.equals("this")) {
                    if (receiver == null) {
                        throw new HarnessError("no receiver for " + s);
                    }
                    heap.put(s.substring(0, eq), receiver);
                } else if (what.startsWith("[") && second == 2) { // a primitive array: #k=<descriptor>=<array>
                    heap.put(s.substring(0, eq), decode(what.substring(0, second), what.substring(second + 1)));
                } else if (what.startsWith("[") && second > 0) { // an array of references
                    Class<?> component = typeOf(what.substring(1, second), loader);
                    String body = what.substring(second + 1);
                    int colon = body.indexOf(':');
                    if (colon < 0) {
                        throw new HarnessError("bad array (expected N:e1,...): " + s);
                    }
                    String[] parts = colon + 1 == body.length() ? new String[0] : body.substring(colon + 1).split(",");
                    Object array = Array.newInstance(component, parts.length);
                    elements.put(array, parts);
                    heap.put(s.substring(0, eq), array);
                } else {
                    heap.put(s.substring(0, eq), allocate(loadClass(what, loader)));
                }
            }
        }
        for (String s : settings) {
            int eq = s.indexOf('=');
            int dot = s.indexOf('.');
            if (s.startsWith("#") && dot > 0 && dot < eq) {
                Object obj = heap.get(s.substring(0, dot));
                if (obj == null) {
                    throw new HarnessError("no object " + s.substring(0, dot) + " allocated: " + s);
                }
                setField(obj, s.substring(dot + 1), heap);
            }
        }
        for (Map.Entry<Object, String[]> e : elements.entrySet()) {
            boolean texts = e.getKey().getClass().getComponentType() == String.class;
            for (int i = 0; i < e.getValue().length; i++) {
                String item = e.getValue()[i];
                Array.set(e.getKey(), i, texts ? decodeString(item) : reference(item, heap));
            }
        }
        return heap;
    }

    /** An object argument or field: null, or #k of `heap`. */
    static Object reference(String s, Map<String, Object> heap) throws HarnessError {
        if (s.equals("null")) {
            return null;
        }
        Object obj = heap.get(s);
        if (obj == null) {
            throw new HarnessError("no object " + s + " allocated");
        }
        return obj;
    }

    /** Sets the instance field of `obj` that "<name>=<value>" names. */
    static void setField(Object obj, String setting, Map<String, Object> heap) throws HarnessError {
        int eq = setting.indexOf('=');
        if (eq < 0) {
            throw new HarnessError("bad field setting (expected <name>=<value>): " + setting);
        }
        String name = setting.substring(0, eq);
        String text = setting.substring(eq + 1);
        Field fd = null;
        for (Field candidate : instanceFields(obj.getClass())) {
            if (candidate.getName().equals(name)) {
                fd = candidate;
            }
        }
        if (fd == null) {
            throw new HarnessError("no instance field " + name + " in " + obj.getClass().getName());
        }
        Class<?> ft = fd.getType();
        boolean primitiveArray = ft.isArray() && ft.getComponentType().isPrimitive();
        try {
            fd.setAccessible(true);
            if (ft.isPrimitive()) {
                fd.set(obj, decodeScalar(descriptorOf(ft), text));
            } else if (primitiveArray) {
                fd.set(obj, text.startsWith("#") ? reference(text, heap) : decode(ft.getName(), text));
            } else if (ft == String.class) {
                fd.set(obj, decodeString(text));
            } else { // an object or an array of references: #j or null
                fd.set(obj, reference(text, heap));
            }
        } catch (IllegalAccessException | IllegalArgumentException e) {
            throw new HarnessError("cannot set field " + name + ": " + e);
        }
    }

    static char descriptorOf(Class<?> t) throws HarnessError {
        for (char c : "ZBSCIJFD".toCharArray()) {
            if (classOf(String.valueOf(c)) == t) {
                return c;
            }
        }
        throw new HarnessError("not a primitive type: " + t);
    }

    static final String STRING = "Ljava/lang/String;";

    /** A String argument or field: null, or a text as quote() writes it (in an array, its commas as u002c escapes). */
    /** The String objects of the line being handled, by their ~k. */
    static final Map<String, String> lineStrings = new HashMap<>();

    static String decodeString(String s) throws HarnessError {
        if (s.equals("null")) {
            return null;
        }
        if (s.startsWith("^")) { // the interned object of the text
            return decodeString(s.substring(1)).intern();
        }
        if (s.startsWith("~")) { // object k: the same object wherever the line names k
            int quote = s.indexOf('"');
            if (quote < 0) {
                throw new HarnessError("bad String object (expected ~k\"text\"): " + s);
            }
            String text = decodeString(s.substring(quote));
            String prior = lineStrings.putIfAbsent(s.substring(1, quote), text);
            return prior != null ? prior : text;
        }
        if (s.length() < 2 || s.charAt(0) != '"' || s.charAt(s.length() - 1) != '"') {
            throw new HarnessError("bad String (expected null or a quoted text): " + s);
        }
        StringBuilder b = new StringBuilder();
        for (int i = 1; i < s.length() - 1; i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                b.append(c);
                continue;
            }
            if (++i >= s.length() - 1) {
                throw new HarnessError("bad escape in String: " + s);
            }
            switch (s.charAt(i)) {
                case 'n': b.append('\n'); break;
                case 't': b.append('\t'); break;
                case 'r': b.append('\r'); break;
                case '"': b.append('"'); break;
                case '\\': b.append('\\'); break;
                case 'u':
                    if (i + 4 >= s.length() - 1) {
                        throw new HarnessError("bad escape in String: " + s);
                    }
                    try {
                        b.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    } catch (NumberFormatException e) {
                        throw new HarnessError("bad escape in String: " + s);
                    }
                    i += 4;
                    break;
                default: throw new HarnessError("bad escape in String: " + s);
            }
        }
        return new String(b.toString()); // a new object, even for "" (which toString interns)
    }

    /** A text as a quoted Java string literal of ASCII characters, or null. */
    /** A throwable's message as a program run from its class path sees it: this harness loads each
     *  version with a class loader of its own, which a ClassCastException's message names
     *  ("loader java.net.URLClassLoader @1b6d3586"), where the application's loader is 'app'. */
    static String messageOf(Throwable t) {
        String m = t.getMessage();
        return m == null ? null : m.replaceAll("loader java\\.net\\.URLClassLoader @[0-9a-f]+", "loader 'app'");
    }

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

    /**
     * The method (or, named "<init>", the constructor), from the class as the harness's loader has
     * it (cached), or as `loader` loads it.
     */
    Executable findMethod(String className, String name, String desc, List<String> types, ClassLoader loader,
            boolean instance) throws HarnessError {
        String key = className + "\t" + name + "\t" + desc;
        Executable cached = loader == null ? methodCache.get(key) : null;
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
            String t = types.get(i);
            params[i] = typeOf(t, cls.getClassLoader());
        }
        Executable m;
        try {
            m = name.equals("<init>") ? cls.getDeclaredConstructor(params) : cls.getDeclaredMethod(name, params);
        } catch (NoSuchMethodException e) {
            throw new HarnessError("method not found: " + className + "." + name + "(" + desc + ")");
        }
        if (m instanceof Method && Modifier.isStatic(m.getModifiers()) == instance) {
            throw new HarnessError("method is " + (instance ? "" : "not ") + "static: " + className + "." + name
                    + "(" + desc + ")");
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
            if (c == 'L') { // an object, or an array of objects: L<binary class name>;
                int end = desc.indexOf(';', i);
                if (end < 0) {
                    throw new HarnessError("bad descriptor: " + desc);
                }
                out.add(desc.substring(start, end + 1));
                i = end + 1;
                continue;
            }
            if ("ZBSCIJFD".indexOf(c) < 0) {
                throw new HarnessError("unsupported type in descriptor: " + desc);
            }
            i++;
            out.add(desc.substring(start, i));
        }
        return out;
    }

    /** The class of a type descriptor: a primitive, L<binary class name>; or an array of those. */
    static Class<?> typeOf(String t, ClassLoader loader) throws HarnessError {
        if (t.startsWith("L") && t.endsWith(";")) {
            return loadClass(t.substring(1, t.length() - 1).replace('/', '.'), loader);
        }
        if (t.startsWith("[")) {
            try {
                return Class.forName(t.replace('/', '.'), false, loader);
            } catch (ClassNotFoundException e) {
                throw new HarnessError("class not found: " + t);
            }
        }
        return classOf(t);
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

    /**
     * A value of static type `rt`: a primitive, null, a String's text, an array's elements in
     * [...], an object's instance fields in {name=value,...} sorted by name. An array or object
     * encoded before in the same line is @k, k counting arrays and objects in order of first
     * encoding, so that aliasing shows.
     */
    String encode(Class<?> rt, Object v, Map<Object, Integer> ids) {
        if (rt == void.class) {
            return "V";
        }
        if (!rt.isPrimitive()) {
            if (v == null) {
                return "null";
            }
            if (v instanceof String) {
                return quote((String) v);
            }
            Integer seen = ids.get(v);
            if (seen != null) {
                return "@" + seen;
            }
            ids.put(v, ids.size());
            String input = inputObjects.get(v); // an array or object the line passed: #k:
            if (rt.isArray()) {
                StringBuilder b = new StringBuilder(input == null ? "[" : input + ":[");
                for (int i = 0; i < Array.getLength(v); i++) {
                    b.append(i == 0 ? "" : ",").append(encode(rt.getComponentType(), Array.get(v, i), ids));
                }
                return b.append(']').toString();
            }
            StringBuilder b = new StringBuilder(input == null ? "" : input + ":")
                    .append(v.getClass() == mainClass ? "" : label(v.getClass())).append('{');
            boolean first = true;
            for (Field fd : instanceFields(v.getClass())) {
                b.append(first ? "" : ",").append(fd.getName()).append('=');
                first = false;
                try {
                    fd.setAccessible(true);
                    b.append(encode(fd.getType(), fd.get(v), ids));
                } catch (ReflectiveOperationException | RuntimeException e) {
                    b.append('?').append(oneLine(e.toString()));
                }
            }
            return b.append('}').toString();
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
