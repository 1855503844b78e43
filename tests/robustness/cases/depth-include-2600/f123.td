include "f124.td"
