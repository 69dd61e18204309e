// The Catch2 main, compiled once per test binary (ccache keeps it cheap).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
