include "f813.td"
