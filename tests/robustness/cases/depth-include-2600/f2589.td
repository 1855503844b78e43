include "f2590.td"
