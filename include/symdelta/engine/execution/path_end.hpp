#pragma once
// How a symbolic path ends early, thrown from where it is found (the symbolic domain, the path
// search) to the exploration that runs the path.

namespace symdelta::engine {

struct infeasible_path {}; // the solver refuted the path condition
struct out_of_time {};     // the check's deadline passed
// something outside the search (a concrete input seen to make the versions differ) settled the verdict
struct settled_elsewhere {};
struct depth_limit_hit {   // the path went past the depth limit (Depth_Limited)
  bool heap_bound = false; // past the heap bound instead, which no deeper round moves
};

} // namespace symdelta::engine
