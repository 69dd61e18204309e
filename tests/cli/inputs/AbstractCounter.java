// An abstract main class: its instance methods have no receiver to run on.
public abstract class AbstractCounter {
    int n;

    int add(int k) {
        n += k;
        return n;
    }
}
