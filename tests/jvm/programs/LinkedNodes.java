// features: objects of the class itself linked through a field of the class type (next), null references and null checks, iterative list reversal, recursive length, instance method calls on other nodes, NPE when int[] param is null
public class LinkedNodes {
    public static long snippet(int[] values, int drop) {
        LinkedNodes head = null;
        for (int i = 0; i < values.length && i < 200; i++) {
            head = new LinkedNodes(values[i], head);
        }
        head = removeValue(head, drop);
        long before = checksum(head);
        head = reverse(head);
        long after = checksum(head);
        int len = head == null ? 0 : head.length();
        return before * 7 + after * 13 + len;
    }

    int value;
    LinkedNodes next;

    LinkedNodes(int value, LinkedNodes next) {
        this.value = value;
        this.next = next;
    }

    int length() {
        return next == null ? 1 : 1 + next.length();
    }

    static LinkedNodes reverse(LinkedNodes h) {
        LinkedNodes prev = null;
        while (h != null) {
            LinkedNodes nx = h.next;
            h.next = prev;
            prev = h;
            h = nx;
        }
        return prev;
    }

    static LinkedNodes removeValue(LinkedNodes h, int v) {
        while (h != null && h.value == v) {
            h = h.next;
        }
        LinkedNodes cur = h;
        while (cur != null && cur.next != null) {
            if (cur.next.value == v) {
                cur.next = cur.next.next;
            } else {
                cur = cur.next;
            }
        }
        return h;
    }

    static long checksum(LinkedNodes h) {
        long s = 0;
        int pos = 1;
        for (LinkedNodes p = h; p != null; p = p.next) {
            s += (long) p.value * pos++;
        }
        return s;
    }
}
