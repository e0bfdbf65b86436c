# The version of the PEGTL headers pegtl-config.cmake points at, as their
# version.hpp states it, for find_package(pegtl 3.2).
file(STRINGS "${URLBNF_PLAYGROUND_INCLUDE}/tao/pegtl/version.hpp" version_line REGEX "define TAO_PEGTL_VERSION \"")
string(REGEX REPLACE ".*\"(.*)\".*" "\\1" PACKAGE_VERSION "${version_line}")
if(PACKAGE_VERSION VERSION_LESS PACKAGE_FIND_VERSION OR NOT PACKAGE_VERSION MATCHES "^3\\.")
  set(PACKAGE_VERSION_COMPATIBLE FALSE)
else()
  set(PACKAGE_VERSION_COMPATIBLE TRUE)
endif()
