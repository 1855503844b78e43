include "f951.td"
