include "f590.td"
