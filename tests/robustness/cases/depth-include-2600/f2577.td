include "f2578.td"
