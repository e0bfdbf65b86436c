# PEGTL for the Emscripten build (tools/playground passes -Dpegtl_DIR=
# here): its headers alone, from URLBNF_PLAYGROUND_INCLUDE, a directory
# that links to them and to nothing else of the host. Debian's own
# pegtl-config.cmake would put /usr/include on em++'s path, whose C and C++
# headers are the host's, not Emscripten's.
if(NOT TARGET taocpp::pegtl)
  add_library(taocpp::pegtl INTERFACE IMPORTED)
  set_target_properties(taocpp::pegtl PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${URLBNF_PLAYGROUND_INCLUDE}")
endif()
