#pragma once
// The commands that run checks, `check` and `bench`, as cli/main.hpp calls them. They are
// function templates (over nothing) so that a program can compile them in a translation unit of
// their own, as it does the engine (cli/check_instances.hpp): cli/command_instances.hpp compiles
// them where it is included; cli/check.hpp and cli/campaign.hpp define them.
#include <vector>

#include "symdelta/cli/combinations.hpp"
#include "symdelta/cli/options.hpp"

namespace symdelta::cli {

template <class = void> int check_command(const check_args &a, const std::vector<combination> &offered);
template <class = void> int bench_command(const bench_args &a, const std::vector<combination> &offered);

} // namespace symdelta::cli
