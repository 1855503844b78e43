include "f2580.td"
