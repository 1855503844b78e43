include "f480.td"
