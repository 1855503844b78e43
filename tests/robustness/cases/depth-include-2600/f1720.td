include "f1721.td"
