// The program's commands (symdelta/cli/command_instances.hpp: check and bench;
// inspect_command_instances.hpp: ir, run, merge and report), in a translation unit of their own:
// main.cpp parses the command line, checks_z3.cpp holds the engine.
#include <symdelta/cli/command_instances.hpp>
#include <symdelta/cli/inspect_command_instances.hpp>
