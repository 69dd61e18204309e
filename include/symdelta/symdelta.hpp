#pragma once
// Umbrella header: everything a program embedding symdelta needs.
#include "symdelta/core/classification.hpp"
#include "symdelta/core/diagnostic.hpp"
#include "symdelta/diff/abstraction.hpp"
#include "symdelta/diff/refinement.hpp"
#include "symdelta/diff/tree_diff.hpp"
#include "symdelta/engine/differ.hpp"
#include "symdelta/engine/interpreter.hpp"
#include "symdelta/engine/java_format.hpp"
#include "symdelta/engine/observation.hpp"
#include "symdelta/frontend/frontend.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/ir/counted_loop.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/printer.hpp"
#include "symdelta/ir/type.hpp"
#include "symdelta/policy/policy.hpp"
#include "symdelta/report/json.hpp"
#include "symdelta/report/sqlite.hpp"
#include "symdelta/report/study.hpp"
#include "symdelta/report/text.hpp"
#include "symdelta/solver.hpp"

namespace symdelta {
inline constexpr const char *version = "0.1.0";
}
