include "f472.td"
