class Countdown { static void snippet(int x) { g(x); } static void g(int x) { if (x > 0) g(x - 1); } }
