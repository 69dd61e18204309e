#pragma once
// Umbrella header: everything a program embedding symdelta needs.
#include "symdelta/core/diagnostic.hpp"
#include "symdelta/engine/interpreter.hpp"
#include "symdelta/engine/java_format.hpp"
#include "symdelta/frontend/frontend.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/printer.hpp"
#include "symdelta/ir/type.hpp"

namespace symdelta {
inline constexpr const char *version = "0.1.0";
}
