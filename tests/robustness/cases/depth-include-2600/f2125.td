include "f2126.td"
