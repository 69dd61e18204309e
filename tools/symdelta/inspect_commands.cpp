// The commands that inspect a program or a results database, ir, run, merge and report
// (symdelta/cli/inspect_command_instances.hpp), in a translation unit of their own.
#include "symdelta/cli/inspect_command_instances.hpp"
