include "f2508.td"
