# cmake -DPAGE=page.html -DMODULE=urlbnf_playground.js -DOUTPUT=... -P inline.cmake
# writes PAGE with its one line "/*@URLBNF_MODULE@*/" replaced by MODULE.
file(READ "${PAGE}" page)
file(READ "${MODULE}" module)
# The module goes inside a <script> element, which the first "</script"
# would end.
string(FIND "${module}" "</script" closing)
if(NOT closing EQUAL -1)
  message(FATAL_ERROR "${MODULE} holds \"</script\", which would end the page's script element")
endif()
set(placeholder "/*@URLBNF_MODULE@*/")
string(FIND "${page}" "${placeholder}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${PAGE} has no ${placeholder}")
endif()
string(LENGTH "${placeholder}" placeholder_length)
math(EXPR after "${at} + ${placeholder_length}")
string(SUBSTRING "${page}" 0 ${at} before_module)
string(SUBSTRING "${page}" ${after} -1 after_module)
file(WRITE "${OUTPUT}" "${before_module}${module}${after_module}")
