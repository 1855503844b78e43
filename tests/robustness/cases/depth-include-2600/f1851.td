include "f1852.td"
