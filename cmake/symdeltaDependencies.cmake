# Finds what symdelta::symdelta links against; included by the build and by the installed
# package configuration, so that consumers resolve the same imported targets.
include(CMakeFindDependencyMacro)
find_dependency(fmt)
find_dependency(Threads)
find_dependency(PkgConfig)
find_dependency(Boost)
find_dependency(SQLite3)
pkg_check_modules(TREE_SITTER REQUIRED IMPORTED_TARGET tree-sitter)
pkg_check_modules(Z3 REQUIRED IMPORTED_TARGET z3)
if(NOT TARGET symdelta_cvc5_library)
  find_library(SYMDELTA_CVC5_LIBRARY cvc5 REQUIRED)
  find_path(SYMDELTA_CVC5_INCLUDE_DIR cvc5/cvc5.h REQUIRED)
  add_library(symdelta_cvc5_library UNKNOWN IMPORTED)
  set_target_properties(symdelta_cvc5_library PROPERTIES
    IMPORTED_LOCATION ${SYMDELTA_CVC5_LIBRARY} INTERFACE_INCLUDE_DIRECTORIES ${SYMDELTA_CVC5_INCLUDE_DIR})
endif()
