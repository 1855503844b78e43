include "f225.td"
