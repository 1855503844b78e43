include "f823.td"
