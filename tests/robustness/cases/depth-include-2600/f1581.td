include "f1582.td"
