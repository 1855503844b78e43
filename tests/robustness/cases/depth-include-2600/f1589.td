include "f1590.td"
