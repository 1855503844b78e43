include "f2434.td"
