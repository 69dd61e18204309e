// features: instance object holding an int[] field that grows (array copy loop), push/pop/peek instance methods, explicit throw of IllegalStateException on underflow, RPN evaluation with switch, ArithmeticException from division by zero inside an instance method
public class IntStack {
    public static int snippet(int[] program) {
        IntStack st = new IntStack(2);
        int n = Math.min(program.length, 64);
        for (int i = 0; i < n; i++) {
            int ins = program[i];
            switch (ins & 7) {
                case 0:
                case 1:
                case 2:
                    st.push(ins >> 3);
                    break;
                case 3:
                    st.push(st.pop() + st.pop());
                    break;
                case 4:
                    st.push(st.pop() * st.pop());
                    break;
                case 5: {
                    int b = st.pop();
                    int a = st.pop();
                    st.push(a / b);
                    break;
                }
                case 6:
                    st.push(st.peek());
                    break;
                default:
                    st.pop();
            }
        }
        return st.size * 1000 + (st.size > 0 ? st.peek() : -1) + st.data.length;
    }

    int[] data;
    int size;

    IntStack(int cap) {
        data = new int[cap];
        size = 0;
    }

    void push(int v) {
        if (size == data.length) {
            int[] nd = new int[data.length * 2];
            for (int i = 0; i < size; i++) {
                nd[i] = data[i];
            }
            data = nd;
        }
        data[size++] = v;
    }

    int pop() {
        if (size == 0) {
            throw new IllegalStateException("stack underflow");
        }
        return data[--size];
    }

    int peek() {
        if (size == 0) {
            throw new IllegalStateException("empty stack");
        }
        return data[size - 1];
    }
}
