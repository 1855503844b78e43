include "f2582.td"
