include "f249.td"
