include "f1046.td"
