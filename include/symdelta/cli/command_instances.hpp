#pragma once
// Compiles the commands that run checks, check, bench and variants (cli/commands.hpp), where it is included:
// include it in one translation unit of a program built on cli/main.hpp (not in main's own, which
// it would lengthen), and inspect_command_instances.hpp in the same or another one.
#include "symdelta/cli/campaign.hpp"
#include "symdelta/cli/check.hpp"
#include "symdelta/cli/commands.hpp"
#include "symdelta/cli/variants.hpp"

template int symdelta::cli::check_command<>(const check_args &, const std::vector<combination> &);
template int symdelta::cli::bench_command<>(const bench_args &, const std::vector<combination> &);
template int symdelta::cli::variants_command<>(const variants_args &, const std::vector<combination> &);
