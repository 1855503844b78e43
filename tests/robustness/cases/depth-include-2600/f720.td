include "f721.td"
