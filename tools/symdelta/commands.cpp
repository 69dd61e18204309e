// The commands that run checks, `check` and `bench` (symdelta/cli/command_instances.hpp), in a
// translation unit of their own: main.cpp parses the command line, checks_*.cpp hold the engine.
#include "symdelta/cli/command_instances.hpp"
