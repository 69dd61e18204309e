// features: instance object with long/int/boolean fields, constructor validating argument (throw IllegalArgumentException), instance methods mutating fields, IllegalStateException when frozen, int[] param as operation list, switch on operation code, field default values
public class Account {
    public static long snippet(long initial, int[] ops) {
        Account acc = new Account(initial);
        Account other = new Account(0);
        for (int i = 0; i < ops.length; i++) {
            int op = ops[i];
            int amount = op >> 3;
            switch (op & 7) {
                case 0:
                    acc.deposit(amount);
                    break;
                case 1:
                    acc.withdraw(amount);
                    break;
                case 2:
                    acc.transfer(other, amount);
                    break;
                case 3:
                    acc.applyInterest(amount & 15);
                    break;
                case 4:
                    acc.frozen = !acc.frozen;
                    break;
                default:
                    other.deposit(op & 0xff);
            }
        }
        return acc.balance * 31 + other.balance + acc.opCount * 1000003L + (acc.frozen ? 1 : 0);
    }

    long balance;
    int opCount;
    boolean frozen;

    Account(long initial) {
        if (initial < 0) {
            throw new IllegalArgumentException("negative initial balance");
        }
        balance = initial;
    }

    void check() {
        if (frozen) {
            throw new IllegalStateException("frozen");
        }
        opCount++;
    }

    void deposit(long amount) {
        check();
        balance += amount;
    }

    void withdraw(long amount) {
        check();
        if (amount > balance) {
            throw new IllegalArgumentException("insufficient funds");
        }
        balance -= amount;
    }

    void transfer(Account to, long amount) {
        withdraw(amount);
        to.deposit(amount);
    }

    void applyInterest(int percent) {
        check();
        balance = balance + balance * percent / 100;
    }
}
