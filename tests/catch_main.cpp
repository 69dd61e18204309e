// The Catch2 main and implementation, compiled once into a library all test binaries link.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
