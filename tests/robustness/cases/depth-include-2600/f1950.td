include "f1951.td"
