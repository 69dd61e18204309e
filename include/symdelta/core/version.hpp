#pragma once
// The library's version (the project's version in CMakeLists.txt), recorded with every stored check.

namespace symdelta {
inline constexpr const char *version = "0.1.0";
}
