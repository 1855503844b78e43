include "f1085.td"
